import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { categoryParam, countryParam, currencyParam, productLineParam } from '../http/params.ts'
import { FLEET } from '../seed/fleet.ts'
import { TRUCK_FLEET } from '../seed/truckFleet.ts'
import { fleetModel } from './offers.ts'

/**
 * GET /v1/apps/fleet/list?country=DE&currency=EUR[&category=suv][&productLine=rent-truck]: the models of a product line (the
 * cars unless asked for the vans and trucks), with their lowest price per day.
 */
export const fleetListHandler = http.get(
  '*/v1/apps/fleet/list',
  answer(({ request }) => {
    const url = new URL(request.url)
    const country = countryParam(url)
    const currency = currencyParam(url)
    const category = categoryParam(url)
    const models = productLineParam(url) === 'rent-truck' ? TRUCK_FLEET : FLEET
    return HttpResponse.json(
      models.filter((model) => !category || model.category === category).map((model) => fleetModel(model, currency, country)),
    )
  }),
)
