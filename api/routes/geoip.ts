import { http, HttpResponse } from 'msw'
import { allBranches } from '../model/branches.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'

/** "52.52,13.40": a place given by hand or by a test (x-geoip-position), within the Earth's ranges. */
function positionOf(value: string | null): { lat: number; lon: number } | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? '')
  if (!match) return undefined
  const [lat, lon] = [Number(match[1]), Number(match[2])]
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : undefined
}

/**
 * GET /v1/apps/geoip: where the visitor probably is, as a provider answers from the request's IP address: a country and
 * the centre of a city, never more exact. Locally every address is a loopback one no database knows, so the answer is
 * made from what the request says, first match wins (docs/web-api.md "Where the visitor is"):
 * - x-geoip-country: a two-letter country (tests, a proxy that knows the country);
 * - the Accept-Language region ("de-DE" → DE, "en-US" → US): what a browser set up in a country sends;
 * - else DE.
 * x-geoip-position ("53.55,10.00") places the visitor there, with the city of the country's nearest branch; without it the
 * visitor is in the centre of the country's first city with a city branch, to about a kilometre.
 */
export const geoipHandler = http.get('*/v1/apps/geoip', ({ request }) => {
  const fromHeader = request.headers.get('x-geoip-country')?.toUpperCase()
  const fromLanguage = /^[a-z]{2}-([A-Z]{2})/i.exec(request.headers.get('accept-language') ?? '')?.[1]?.toUpperCase()
  const country = [fromHeader, fromLanguage].find((code) => code && marketSeeds().has(code)) ?? 'DE'
  const branches = allBranches()
    .filter((entry) => entry.market.country === country)
    .map((entry) => entry.branch)
  const position = positionOf(request.headers.get('x-geoip-position'))
  if (position) {
    // A flat-earth comparison is enough to name the nearest city; the site measures real distances itself.
    const squared = (branch: (typeof branches)[number]) =>
      (branch.coordinates.lat - position.lat) ** 2 +
      ((branch.coordinates.lon - position.lon) * Math.cos((position.lat * Math.PI) / 180)) ** 2
    const nearest = [...branches].sort((a, b) => squared(a) - squared(b))[0]
    return HttpResponse.json({ country, city: nearest.address.city, coordinates: position })
  }
  // A city branch stands in its city's centre; a provider's answer is that centre to about a kilometre (two decimals).
  const centre = branches.find((branch) => branch.type === 'city') ?? branches[0]
  const rounded = (degrees: number) => Math.round(degrees * 100) / 100
  return HttpResponse.json({
    country,
    city: centre.address.city,
    coordinates: { lat: rounded(centre.coordinates.lat), lon: rounded(centre.coordinates.lon) },
  })
})
