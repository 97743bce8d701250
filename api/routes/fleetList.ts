import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { categoryParam, countryParam, currencyParam } from '../http/params.ts'
import { FLEET } from '../seed/fleet.ts'
import { fleetModel } from './offers.ts'

/** GET /v1/apps/fleet/list?country=DE&currency=EUR[&category=suv]: the models, with their lowest price per day. */
export const fleetListHandler = http.get(
  '*/v1/apps/fleet/list',
  answer(({ request }) => {
    const url = new URL(request.url)
    countryParam(url)
    const currency = currencyParam(url)
    const category = categoryParam(url)
    return HttpResponse.json(FLEET.filter((model) => !category || model.category === category).map((model) => fleetModel(model, currency)))
  }),
)
