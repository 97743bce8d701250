import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { optionalCountryParam, searchTextParam } from '../http/params.ts'
import { allBranches } from '../model/branches.ts'
import { searchBranches } from '../model/searchBranches.ts'

/** GET /v1/branch/next/stations/geosuggest?query=mün&country=DE: up to 10 branches, the country's own first. */
export const geosuggestHandler = http.get(
  '*/v1/branch/next/stations/geosuggest',
  answer(({ request }) => {
    const url = new URL(request.url)
    const query = searchTextParam(url)
    return HttpResponse.json(searchBranches(allBranches(), query, optionalCountryParam(url)))
  }),
)
