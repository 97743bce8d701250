import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { countryParam, productLineParam } from '../http/params.ts'
import { allBranches } from '../model/branches.ts'

/**
 * GET /v1/branch/next/stations?country=DE: every branch of a country (&productLine=rent-truck: those that rent vans and
 * trucks); ?id=<branch id>: that one branch, as a list.
 */
export const stationsHandler = http.get(
  '*/v1/branch/next/stations',
  answer(({ request }) => {
    const url = new URL(request.url)
    const id = url.searchParams.get('id')
    if (id !== null) {
      const found = allBranches().filter((entry) => entry.branch.id === id)
      if (found.length === 0) throw new BadRequest(`There is no branch "${id.slice(0, 40)}".`)
      return HttpResponse.json(found.map((entry) => entry.branch))
    }
    const country = countryParam(url)
    const trucksOnly = productLineParam(url) === 'rent-truck'
    const branches = allBranches()
      .filter((entry) => entry.market.country === country && (!trucksOnly || entry.branch.productLines?.includes('rent-truck')))
      .map((entry) => entry.branch)
      .sort((a, b) => a.name.localeCompare(b.name))
    return HttpResponse.json(branches)
  }),
)
