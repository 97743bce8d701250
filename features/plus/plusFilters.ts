/**
 * The filters of the plus offers list (SPEC §3, §9) and their URL form. Pure functions: the island,
 * the build-time loader and the reference API share them, so a filter URL means the same everywhere.
 */

/** SPEC §9: exactly six availability options, from soonest to latest. */
export const AVAILABILITIES = ['fewDays', 'twoWeeks', 'fourWeeks', 'oneToTwoMonths', 'twoToThreeMonths', 'moreThanThreeMonths'] as const
export const ENGINES = ['combustion', 'electric', 'hybrid'] as const
export const BODY_TYPES = ['convertible', 'sedan', 'stationWagon', 'suv', 'van', 'multiseater7', 'other'] as const
/** Driver ages the list offers; an offer names the youngest age it accepts. */
export const DRIVER_AGES = [18, 21, 23, 25] as const
/** SPEC §9: budgets go in steps of 100 in the market currency. */
export const BUDGET_INTERVAL = 100
/** SPEC §9: the pickup-location filter lists at most six branches. */
export const MAX_FILTER_BRANCHES = 6

export type Availability = (typeof AVAILABILITIES)[number]
export type Engine = (typeof ENGINES)[number]
export type BodyType = (typeof BODY_TYPES)[number]

export interface PlusFilters {
  availability?: Availability
  engine?: Engine
  automatic?: true
  bodyType?: BodyType
  driverAge?: number
  /** Highest monthly base price, a multiple of BUDGET_INTERVAL. */
  budget?: number
  branchId?: string
}

/** The URL parameter of each filter, in the order they are written. */
export const FILTER_PARAMS = {
  availability: 'availability',
  engine: 'engine',
  automatic: 'automatic',
  bodyType: 'type',
  driverAge: 'age',
  budget: 'budget',
  branchId: 'branch',
} as const
export type FilterName = keyof typeof FILTER_PARAMS

export interface ParsedFilters {
  filters: PlusFilters
  /** Filters the URL held with a value that is not offered: ignored, and the visitor is told. */
  rejected: FilterName[]
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined

/** What a budget typed or read from a URL is: a step of 100 at least `minimum`, or why not. */
export function parseBudget(text: string, minimum = BUDGET_INTERVAL): { budget: number } | { problem: 'notANumber' | 'belowMinimum' } {
  const trimmed = text.trim()
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return { problem: 'notANumber' }
  const value = Number(trimmed.replace(',', '.'))
  if (value < minimum) return { problem: 'belowMinimum' }
  // A budget between two steps counts as the step below it is not reached: round up, never hide an offer the visitor can afford.
  return { budget: Math.ceil(value / BUDGET_INTERVAL) * BUDGET_INTERVAL }
}

/** The lowest budget worth choosing: the step that covers the cheapest offer. */
export function minimumBudget(cheapestMonthlyPrice: number): number {
  return Math.max(BUDGET_INTERVAL, Math.ceil(cheapestMonthlyPrice / BUDGET_INTERVAL) * BUDGET_INTERVAL)
}

/**
 * Reads the filters from a query string. A value that is not offered (an unknown engine, a budget
 * below `minimumBudgetValue` or not a number, a branch not in `branchIds`) is ignored and named in `rejected`;
 * unrelated parameters (tracking, "__api_failure") are left alone.
 */
export function parseFilters(
  search: string | URLSearchParams,
  options: { branchIds?: readonly string[]; minimumBudgetValue?: number } = {},
): ParsedFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const filters: PlusFilters = {}
  const rejected: FilterName[] = []
  // `parse` gives the filter's value, or false without one; a falsy value is not offered, so its name is rejected.
  const read = <Name extends FilterName>(name: Name, parse: (value: string) => PlusFilters[Name] | false) => {
    const value = params.get(FILTER_PARAMS[name])
    if (value === null) return
    const parsed = parse(value)
    if (parsed !== false) filters[name] = parsed
    if (!parsed) rejected.push(name)
  }
  read('availability', (value) => oneOf(AVAILABILITIES, value))
  read('engine', (value) => oneOf(ENGINES, value))
  read('automatic', (value) => value === '1' || undefined)
  read('bodyType', (value) => oneOf(BODY_TYPES, value))
  read('driverAge', (value) => {
    const age = Number(value)
    return (DRIVER_AGES as readonly number[]).includes(age) && age
  })
  read('budget', (value) => {
    const parsed = parseBudget(value, options.minimumBudgetValue)
    return 'budget' in parsed && parsed.budget
  })
  read('branchId', (value) => (!options.branchIds || options.branchIds.includes(value)) && /^[a-z0-9-]{1,60}$/.test(value) && value)
  for (const key of Object.keys(filters) as FilterName[]) if (filters[key] === undefined) delete filters[key]
  return { filters, rejected }
}

/** The query string of the filters ("" without any), after the other parameters of `base`. */
export function serializeFilters(filters: PlusFilters, base: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(base)
  const names = Object.keys(FILTER_PARAMS) as FilterName[]
  // Filters go last and always in the same order, so one result has one URL.
  for (const name of names) params.delete(FILTER_PARAMS[name])
  for (const name of names) {
    const value = filters[name]
    if (value !== undefined) params.append(FILTER_PARAMS[name], value === true ? '1' : String(value))
  }
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

export function hasFilters(filters: PlusFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined)
}
