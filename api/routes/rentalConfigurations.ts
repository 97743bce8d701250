import { http, HttpResponse } from 'msw'
import type { RentalConfiguration } from '../../features/web-api/index.ts'
import { answer } from '../http/answer.ts'
import { countryParam } from '../http/params.ts'
import { DEFAULT_RATES } from '../model/defaultRates.ts'
import { priceIn } from '../model/pricing.ts'
import type { MarketSeed } from '../seed/marketSeed.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'

/** Fictitious list prices in EUR, converted into the country's currency like the fleet's. */
const EUR = {
  youngDriverPerDay: 12,
  oneWay: 89,
  deposit: 300,
  medium: 9,
  full: 19,
  deductibleBasic: 1500,
  deductibleMedium: 500,
  additionalDriver: 8,
  childSeat: 7,
  gps: 6,
}

/** The airport promotion (pages/airport-promotion.json: "up to 15 %"): its search writes ?promo=airport. */
const PROMOTIONS = [{ code: 'airport', percent: 15, airportsOnly: true }]

export function rentalConfigurationOf(market: MarketSeed): RentalConfiguration {
  const price = (eur: number) => priceIn(eur, market.currency)
  return {
    country: market.country,
    currency: market.currency,
    minimumDriverAge: market.minimumDriverAge,
    youngDriverAge: market.youngDriverAge ?? 25,
    deposit: price(EUR.deposit),
    maximumRentalDays: 90,
    leadTimeMinutes: 60,
    distanceUnit: market.distanceUnit,
    youngDriverFeePerDay: price(EUR.youngDriverPerDay),
    oneWayFee: price(EUR.oneWay),
    taxRate: market.taxRate ?? 0.2,
    // Fast and large cars only for experienced drivers.
    categoryMinimumAges: [
      { category: 'luxury', minimumAge: 25 },
      { category: 'sport', minimumAge: 25 },
      { category: 'convertible', minimumAge: 23 },
    ],
    protections: [
      { id: 'basic', pricePerDay: { amount: 0, currency: market.currency }, deductible: price(EUR.deductibleBasic) },
      { id: 'medium', pricePerDay: price(EUR.medium), deductible: price(EUR.deductibleMedium) },
      { id: 'full', pricePerDay: price(EUR.full), deductible: { amount: 0, currency: market.currency } },
    ],
    extras: [
      { id: 'additional-driver', pricePerDay: price(EUR.additionalDriver), maxQuantity: 1 },
      { id: 'child-seat', pricePerDay: price(EUR.childSeat), maxQuantity: 3 },
      { id: 'gps', pricePerDay: price(EUR.gps), maxQuantity: 1 },
    ],
    promotions: PROMOTIONS,
    rates: market.rates ?? DEFAULT_RATES,
  }
}

/** GET /v1/rentalconfigurations?country=DE: the rental rules of a country, its protection packages, extras and fees. */
export const rentalConfigurationsHandler = http.get(
  '*/v1/rentalconfigurations',
  answer(({ request }) => HttpResponse.json(rentalConfigurationOf(marketSeeds().get(countryParam(new URL(request.url)))!))),
)
