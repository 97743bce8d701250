import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { countryParam, searchTextParam } from '../http/params.ts'
import { allBranches } from '../model/branches.ts'
import { searchForms } from '../model/searchBranches.ts'

/** GET /v1/locations?country=DE[&query=ber]: the cities with branches, with the branches of each. */
export const locationsHandler = http.get(
  '*/v1/locations',
  answer(({ request }) => {
    const url = new URL(request.url)
    const country = countryParam(url)
    const query = url.searchParams.has('query') ? searchForms(searchTextParam(url)) : undefined
    const cities = new Map<string, { name: string; lat: number[]; lon: number[]; branchIds: string[] }>()
    for (const { branch, market } of allBranches()) {
      if (market.country !== country) continue
      const city = cities.get(branch.address.city) ?? { name: branch.address.city, lat: [], lon: [], branchIds: [] }
      city.lat.push(branch.coordinates.lat)
      city.lon.push(branch.coordinates.lon)
      city.branchIds.push(branch.id)
      cities.set(branch.address.city, city)
    }
    const average = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10000) / 10000
    const locations = [...cities.values()]
      .filter((city) => !query || searchForms(city.name).some((name) => query.some((form) => name.startsWith(form))))
      .map((city) => ({
        id: `${country.toLowerCase()}-${searchForms(city.name)[0].replace(/ /g, '-')}`,
        name: city.name,
        country,
        coordinates: { lat: average(city.lat), lon: average(city.lon) },
        branchIds: city.branchIds,
      }))
      .sort((a, b) => a.name.localeCompare(b.name))
    return HttpResponse.json(locations)
  }),
)
