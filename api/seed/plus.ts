import type { SubscriptionOffer } from '../../features/web-api/index.ts'

/**
 * The plus subscription (SPEC §3, §4, §9) as the reference API holds it. Countries that offer plus are the
 * markets whose document sets paths.plus (tests/unit/api/plusApi.test.ts checks the two agree). Models are
 * invented; prices are in EUR and converted per market.
 */
export const PLUS_COUNTRIES = new Set(['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'GB', 'IT', 'NL', 'US'])

type OfferSeed = Omit<SubscriptionOffer, 'monthlyPrice' | 'fee' | 'branchIds' | 'rating' | 'image'> & {
  eurPerMonth: number
  fee: { kind: 'enrollment' | 'start'; eur: number }
  image: string
}

const car = { vehicleType: 'P', licenceCategory: 'B', loyaltyRefundAfterMonths: 6 } as const

export const PLUS_OFFERS: OfferSeed[] = [
  {
    id: 'kestrel-compact',
    title: 'Kestrel Compact',
    ...car,
    bodyType: 'other',
    transmission: 'manual',
    availability: 'fewDays',
    minimumDriverAge: 18,
    seats: 5,
    eurPerMonth: 349,
    fee: { kind: 'enrollment', eur: 99 },
    minimumTermMonths: 0,
    image: 'fleet-compact',
  },
  {
    id: 'kestrel-hybrid',
    title: 'Kestrel Compact Hybrid',
    ...car,
    engine: 'H',
    bodyType: 'other',
    transmission: 'automatic',
    availability: 'twoWeeks',
    minimumDriverAge: 21,
    seats: 5,
    eurPerMonth: 399,
    fee: { kind: 'enrollment', eur: 99 },
    minimumTermMonths: 6,
    image: 'fleet-economy',
  },
  {
    id: 'vela-estate',
    title: 'Vela Estate',
    ...car,
    bodyType: 'stationWagon',
    transmission: 'automatic',
    availability: 'fourWeeks',
    minimumDriverAge: 21,
    seats: 5,
    eurPerMonth: 479,
    fee: { kind: 'start', eur: 149 },
    minimumTermMonths: 6,
    image: 'fleet-station-wagon',
  },
  {
    id: 'vela-estate-hybrid',
    title: 'Vela Estate Hybrid',
    ...car,
    engine: 'H',
    bodyType: 'stationWagon',
    transmission: 'automatic',
    availability: 'oneToTwoMonths',
    minimumDriverAge: 23,
    seats: 5,
    eurPerMonth: 529,
    fee: { kind: 'enrollment', eur: 149 },
    minimumTermMonths: 12,
    image: 'fleet-station-wagon',
  },
  {
    id: 'orion-sedan-electric',
    title: 'Orion Sedan Electric',
    ...car,
    engine: 'E',
    bodyType: 'sedan',
    transmission: 'automatic',
    availability: 'fewDays',
    minimumDriverAge: 21,
    seats: 5,
    eurPerMonth: 549,
    fee: { kind: 'enrollment', eur: 199 },
    minimumTermMonths: 0,
    image: 'fleet-electric',
  },
  {
    id: 'atlas-suv',
    title: 'Atlas SUV',
    ...car,
    bodyType: 'suv',
    transmission: 'automatic',
    availability: 'twoWeeks',
    minimumDriverAge: 21,
    seats: 5,
    eurPerMonth: 599,
    fee: { kind: 'enrollment', eur: 149 },
    minimumTermMonths: 6,
    image: 'fleet-suv',
  },
  {
    id: 'nimbus-seven',
    title: 'Nimbus 7 Hybrid',
    ...car,
    engine: 'H',
    bodyType: 'multiseater7',
    transmission: 'automatic',
    availability: 'fourWeeks',
    minimumDriverAge: 23,
    seats: 7,
    eurPerMonth: 649,
    fee: { kind: 'enrollment', eur: 199 },
    minimumTermMonths: 6,
    image: 'fleet-luxury',
  },
  {
    id: 'orion-suv-electric',
    title: 'Orion SUV Electric',
    ...car,
    engine: 'E',
    bodyType: 'suv',
    transmission: 'automatic',
    availability: 'twoToThreeMonths',
    minimumDriverAge: 23,
    seats: 5,
    eurPerMonth: 699,
    fee: { kind: 'enrollment', eur: 199 },
    minimumTermMonths: 12,
    image: 'fleet-suv',
  },
  {
    id: 'breeze-convertible',
    title: 'Breeze Convertible',
    ...car,
    bodyType: 'convertible',
    transmission: 'automatic',
    availability: 'moreThanThreeMonths',
    minimumDriverAge: 25,
    seats: 4,
    eurPerMonth: 749,
    fee: { kind: 'enrollment', eur: 249 },
    minimumTermMonths: 12,
    image: 'fleet-convertible',
  },
  {
    id: 'carrier-van',
    title: 'Carrier Van',
    vehicleType: 'F',
    licenceCategory: 'B',
    bodyType: 'van',
    transmission: 'manual',
    availability: 'fewDays',
    minimumDriverAge: 21,
    seats: 3,
    payloadKg: 1100,
    loadspaceM3: 6.7,
    eurPerMonth: 589,
    fee: { kind: 'start', eur: 149 },
    minimumTermMonths: 6,
    image: 'fleet-van',
  },
  {
    id: 'carrier-van-electric',
    title: 'Carrier Van Electric',
    vehicleType: 'F',
    licenceCategory: 'B',
    engine: 'E',
    bodyType: 'van',
    transmission: 'automatic',
    availability: 'oneToTwoMonths',
    minimumDriverAge: 23,
    seats: 3,
    payloadKg: 950,
    loadspaceM3: 6.3,
    eurPerMonth: 689,
    fee: { kind: 'start', eur: 149 },
    minimumTermMonths: 12,
    image: 'fleet-van',
  },
  {
    id: 'hauler-box-truck',
    title: 'Hauler Box Truck',
    vehicleType: 'L',
    licenceCategory: 'C1',
    bodyType: 'other',
    transmission: 'manual',
    availability: 'twoToThreeMonths',
    minimumDriverAge: 25,
    seats: 3,
    payloadKg: 3200,
    loadspaceM3: 20,
    eurPerMonth: 990,
    fee: { kind: 'start', eur: 249 },
    minimumTermMonths: 12,
    image: 'fleet-pickup-truck',
  },
]

/** SPEC §4, §9: flexible 30-day term, or a minimum of 6 or 12 months; refund option after 6 months. */
export const PLUS_TERMS = { flexibleTermDays: 30, minimumTermMonths: [6, 12], refundAfterMonths: 6 }
export const TENURE_OPTIONS = [
  { id: 'flexible', minimumMonths: 0, renewalDays: 30, monthlyDiscountPercent: 0 },
  { id: 'minimum-6', minimumMonths: 6, renewalDays: 30, monthlyDiscountPercent: 5 },
  { id: 'minimum-12', minimumMonths: 12, renewalDays: 30, monthlyDiscountPercent: 10 },
]

/** The one running plus campaign of every plus country. */
export const PLUS_CAMPAIGN = { id: 'plus-welcome', discountPercent: 20, discountedMonths: 3, gracePeriodDays: 30, validForDays: 60 }

/**
 * How many vehicles of an offer each plus country has to subscribe (issue 26: an offer sells out). The box truck is
 * rare (three per country): the browser tests sell it out; every other offer has two hundred.
 */
export const OFFER_UNITS: Readonly<Record<string, number>> = { 'hauler-box-truck': 3 }
export const DEFAULT_OFFER_UNITS = 200

/** Mileage packages per month (in EUR, converted per market); the first is included in the base price. */
export const MILEAGE_PACKAGES = [
  { id: 'km-1000', kmPerMonth: 1000, milesPerMonth: 600, eurPerMonth: 0 },
  { id: 'km-1500', kmPerMonth: 1500, milesPerMonth: 900, eurPerMonth: 49 },
  { id: 'km-2500', kmPerMonth: 2500, milesPerMonth: 1500, eurPerMonth: 99 },
  { id: 'km-4000', kmPerMonth: 4000, milesPerMonth: 2500, eurPerMonth: 179 },
]

/** Bringing the vehicle to the driver's door, once, in EUR. */
export const DELIVERY_FEE_EUR = 89
