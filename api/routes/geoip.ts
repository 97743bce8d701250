import { http, HttpResponse } from 'msw'
import { allBranches } from '../model/branches.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'

/**
 * GET /v1/apps/geoip: where the visitor probably is. Locally there is no address database, so the
 * country comes from an x-geoip-country header (tests), else from the Accept-Language region, else DE.
 */
export const geoipHandler = http.get('*/v1/apps/geoip', ({ request }) => {
  const fromHeader = request.headers.get('x-geoip-country')?.toUpperCase()
  const fromLanguage = /^[a-z]{2}-([A-Z]{2})/i.exec(request.headers.get('accept-language') ?? '')?.[1]?.toUpperCase()
  const country = [fromHeader, fromLanguage].find((code) => code && marketSeeds().has(code)) ?? 'DE'
  const branch =
    allBranches().find((entry) => entry.market.country === country && entry.branch.type === 'city') ??
    allBranches().find((entry) => entry.market.country === country)!
  return HttpResponse.json({ country, city: branch.branch.address.city, coordinates: branch.branch.coordinates })
})
