import type { Branch, OpeningInterval } from '../../engine/sdk.ts'

/** A run of weekdays (ISO 1 Monday … 7 Sunday) with the same opening hours; an empty `intervals` is closed. */
export interface OpeningRow {
  from: number
  to: number
  intervals: OpeningInterval[]
}

export interface DirectoryBranch {
  branch: Branch
  hours: OpeningRow[]
}

export interface CityGroup {
  city: string
  branches: DirectoryBranch[]
}

/** Consecutive weekdays with equal hours become one row ("Mon–Fri 07:30–18:00"). */
export function openingRowsOf(weekdays: OpeningInterval[][]): OpeningRow[] {
  const rows: OpeningRow[] = []
  weekdays.forEach((intervals, index) => {
    const last = rows[rows.length - 1]
    if (last && JSON.stringify(last.intervals) === JSON.stringify(intervals)) last.to = index + 1
    else rows.push({ from: index + 1, to: index + 1, intervals })
  })
  return rows
}

/** Branches grouped by city, cities and branches in the locale's alphabetical order. */
export function groupBranchesByCity(branches: Branch[], locale: string): CityGroup[] {
  const collator = new Intl.Collator(locale)
  const groups = new Map<string, DirectoryBranch[]>()
  for (const branch of branches) {
    const list = groups.get(branch.address.city) ?? []
    list.push({ branch, hours: openingRowsOf(branch.openingHours.weekdays) })
    groups.set(branch.address.city, list)
  }
  return [...groups]
    .map(([city, list]) => ({ city, branches: list.sort((a, b) => collator.compare(a.branch.name, b.branch.name)) }))
    .sort((a, b) => collator.compare(a.city, b.city))
}
