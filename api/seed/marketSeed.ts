import type { BranchType, RentalRate } from '../../features/web-api/index.ts'

/** One branch as written in a market's seed file; opening hours and the formatted address are derived (api/model/branches.ts). */
export interface BranchSeed {
  id: string
  name: string
  type: BranchType
  iataCode?: string
  /** The branch's own phone (fictitious); without it the branch page names the market's customer support. */
  phone?: { display: string; dial: string }
  street: string
  houseNumber: string
  postalCode: string
  city: string
  region?: string
  lat: number
  lon: number
  /** Open around the clock (large airports). */
  allDay?: boolean
  /** The branch's IANA time zone where it differs from its market's. */
  timeZone?: string
  /** Other names visitors type, such as "Munich" for München. */
  keywords?: string[]
  /** false: no one-way rental starts or ends here. */
  oneWay?: boolean
  /** true: the branch also rents the vans and trucks of the truck rental line (api/seed/truckFleet.ts). */
  trucks?: boolean
}

/** The seed data of one country: its currency, its rate against the price list in EUR, and its branches. */
export interface MarketSeed {
  /** Two capital letters, such as "DE". */
  country: string
  currency: string
  /** Units of `currency` per euro; prices are kept in EUR and converted (fictitious, fixed rates). */
  eurRate: number
  distanceUnit: 'km' | 'mi'
  /** ISO weekday (1 Monday … 7 Sunday) city branches close: Sunday, or Friday where the weekend starts on Friday. */
  weeklyClosingDay: 5 | 7
  minimumDriverAge: number
  /** Drivers younger than this pay the young driver fee; 25 when absent. */
  youngDriverAge?: number
  /** The IANA time zone of the branch clocks (a branch may name its own): what "in the past" means for a pickup there. */
  timeZone?: string
  /** Share of a gross price that is tax; 0.2 when absent. */
  taxRate?: number
  /** Pay at pickup and pay now with their discount and cancellation terms; api/model/defaultRates.ts when absent. */
  rates?: RentalRate[]
  branches: BranchSeed[]
}
