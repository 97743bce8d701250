import type { Branch, OpeningInterval } from '../web-api/index.ts'

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
  /** The city; "" for the airports group. */
  city: string
  /** The market's airports, one group named by their own names: an airport serves a region, not its postal town (LAX is not "Inglewood"). */
  airports?: true
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

/**
 * The airports first, by their names, then the other branches grouped by city; cities and branches in the
 * locale's alphabetical order.
 */
export function groupBranchesByCity(branches: Branch[], locale: string): CityGroup[] {
  const collator = new Intl.Collator(locale)
  const byName = (a: DirectoryBranch, b: DirectoryBranch) => collator.compare(a.branch.name, b.branch.name)
  const entry = (branch: Branch): DirectoryBranch => ({ branch, hours: openingRowsOf(branch.openingHours.weekdays) })
  const airports = branches
    .filter((branch) => branch.type === 'airport')
    .map(entry)
    .sort(byName)
  const groups = new Map<string, DirectoryBranch[]>()
  for (const branch of branches.filter((other) => other.type !== 'airport')) {
    const list = groups.get(branch.address.city) ?? []
    list.push(entry(branch))
    groups.set(branch.address.city, list)
  }
  const cities = [...groups].map(([city, list]) => ({ city, branches: list.sort(byName) })).sort((a, b) => collator.compare(a.city, b.city))
  return airports.length > 0 ? [{ city: '', airports: true, branches: airports }, ...cities] : cities
}
