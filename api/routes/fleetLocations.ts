import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { categoryParam, countryParam } from '../http/params.ts'
import { allBranches } from '../model/branches.ts'
import { modelsAt } from './offers.ts'

/** GET /v1/apps/fleet/locations?country=DE[&category=van]: the branches of a country and the categories each keeps. */
export const fleetLocationsHandler = http.get(
  '*/v1/apps/fleet/locations',
  answer(({ request }) => {
    const url = new URL(request.url)
    const country = countryParam(url)
    const category = categoryParam(url)
    const locations = allBranches()
      .filter((entry) => entry.market.country === country)
      .map((entry) => ({
        branchId: entry.branch.id,
        branchName: entry.branch.name,
        categories: [...new Set(modelsAt(entry, 'rent-car').map((model) => model.category))],
      }))
      .filter((location) => !category || location.categories.includes(category))
    return HttpResponse.json(locations)
  }),
)
