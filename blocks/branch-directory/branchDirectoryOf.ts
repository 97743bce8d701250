import { branchOf } from '../../api/model/branches.ts'
import { MARKET_SEEDS } from '../../api/seed/markets/index.ts'
import type { Branch, OpeningInterval } from '../../engine/shared/api/types.ts'

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

/**
 * The branches of a country (its seed data, api/seed/markets/) grouped by city, cities and branches in
 * the locale's alphabetical order. Build time only: the block that uses it is static.
 */
export function branchDirectoryOf(country: string, locale: string, year = new Date().getFullYear()): CityGroup[] {
  const market = MARKET_SEEDS.get(country.toUpperCase())
  if (!market) return []
  const collator = new Intl.Collator(locale)
  const groups = new Map<string, DirectoryBranch[]>()
  for (const seed of market.branches) {
    const branch = branchOf(seed, market, year)
    const list = groups.get(branch.address.city) ?? []
    list.push({ branch, hours: openingRowsOf(branch.openingHours.weekdays) })
    groups.set(branch.address.city, list)
  }
  return [...groups]
    .map(([city, branches]) => ({ city, branches: branches.sort((a, b) => collator.compare(a.branch.name, b.branch.name)) }))
    .sort((a, b) => collator.compare(a.city, b.city))
}
