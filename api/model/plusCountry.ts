import { BadRequest } from '../http/badRequest.ts'
import { countryParam } from '../http/params.ts'
import { PLUS_COUNTRIES } from '../seed/plus.ts'

/** The country of a plus call: a market country that offers plus (404 for one that does not). */
export function plusCountry(url: URL): string {
  const country = countryParam(url)
  if (!PLUS_COUNTRIES.has(country)) throw new BadRequest(`Plus is not offered in country "${country}".`, 404)
  return country
}

/** The same for a country named in a request body. */
export function plusCountryOf(country: unknown): string {
  const url = new URL('http://body/')
  url.searchParams.set('country', typeof country === 'string' ? country : '')
  return plusCountry(url)
}
