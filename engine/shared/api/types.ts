/** Wire types of the web API (SPEC §7). The reference API in api/ answers with exactly these shapes. */

export type BranchType = 'airport' | 'railway' | 'city'

/** A clock time "HH:mm"; a closing time may be "24:00". */
export type Clock = string

export interface OpeningInterval {
  open: Clock
  close: Clock
}

export interface OpeningHours {
  /** Monday first (index 0) to Sunday (index 6); an empty list is a day the branch is closed. */
  weekdays: OpeningInterval[][]
  /** Calendar days ("yyyy-MM-dd") the branch is closed although its weekday is open, such as public holidays. */
  closedDates: string[]
}

export interface Address {
  street: string
  houseNumber: string
  postalCode: string
  city: string
  region?: string
  /** Two capital letters, such as "DE". */
  country: string
}

export interface Coordinates {
  lat: number
  lon: number
}

export interface Branch {
  id: string
  name: string
  type: BranchType
  iataCode?: string
  address: Address
  /** The address in the country's address template (/v1/config/addresstemplates), one entry per line. */
  formattedAddress: string[]
  coordinates: Coordinates
  openingHours: OpeningHours
}

export const VEHICLE_CATEGORIES = ['automatic', 'compact', 'convertible', 'economy', 'electric', 'luxury', 'pickup-truck', 'sport', 'station-wagon', 'suv', 'van'] as const
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number]

export interface Money {
  /** In the currency's major unit, already rounded to the digits the currency uses. */
  amount: number
  /** ISO 4217, such as "EUR". */
  currency: string
}

export interface FleetModel {
  id: string
  name: string
  category: VehicleCategory
  /** SPEC §3 vehicle type codes: car P, truck L. */
  vehicleType: 'P' | 'L'
  /** SPEC §3 engine identifiers: hybrid H, electric E; combustion has none. */
  engine: '' | 'H' | 'E'
  transmission: 'manual' | 'automatic'
  seats: number
  doors: number
  suitcases: number
  image: { url: string; width: number; height: number }
  fromPricePerDay: Money
}

export interface FleetLocation {
  branchId: string
  branchName: string
  categories: VehicleCategory[]
}

export interface Offer {
  id: string
  model: FleetModel
  days: number
  pricePerDay: Money
  total: Money
  /** Kilometres or miles included per rental; null is unlimited. */
  includedDistance: number | null
  distanceUnit: 'km' | 'mi'
}

export interface OffersResponse {
  branchId: string
  pickupDate: string
  returnDate: string
  offers: Offer[]
}

export interface Driver {
  firstName: string
  lastName: string
  email: string
}

export interface ReservationRequest {
  offerId: string
  branchId: string
  pickupDate: string
  returnDate: string
  /** The currency the visitor saw the offer in. */
  currency: string
  driver: Driver
}

export interface Reservation {
  reservationNumber: string
  status: 'confirmed'
  branchId: string
  pickupDate: string
  returnDate: string
  total: Money
  modelName: string
}

export interface RentalConfiguration {
  country: string
  currency: string
  minimumDriverAge: number
  youngDriverAge: number
  deposit: Money
  maximumRentalDays: number
  /** Minutes between booking and the earliest pickup. */
  leadTimeMinutes: number
  distanceUnit: 'km' | 'mi'
}

export interface GeoIp {
  country: string
  city: string
  coordinates: Coordinates
}

export interface AddressTemplate {
  country: string
  /** Lines with placeholders: {street} {houseNumber} {postalCode} {city} {region}. */
  lines: string[]
}

export interface Location {
  id: string
  name: string
  country: string
  coordinates: Coordinates
  branchIds: string[]
}

export interface Campaign {
  id: string
  title: string
  category: VehicleCategory
  discountPercent: number
  validUntil: string
}

export interface Billboard {
  id: string
  title: string
  desktop: { url: string; width: number; height: number }
  mobile: { url: string; width: number; height: number }
  link: string
}
