import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { countryParam } from '../http/params.ts'
import { priceIn } from '../model/pricing.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'

/** GET /v1/rentalconfigurations?country=DE: the rental rules of a country. */
export const rentalConfigurationsHandler = http.get(
  '*/v1/rentalconfigurations',
  answer(({ request }) => {
    const market = marketSeeds().get(countryParam(new URL(request.url)))!
    return HttpResponse.json({
      country: market.country,
      currency: market.currency,
      minimumDriverAge: market.minimumDriverAge,
      youngDriverAge: 25,
      deposit: priceIn(300, market.currency),
      maximumRentalDays: 90,
      leadTimeMinutes: 60,
      distanceUnit: market.distanceUnit,
    })
  }),
)
