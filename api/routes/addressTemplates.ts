import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { optionalCountryParam } from '../http/params.ts'
import { addressTemplateOf } from '../seed/addressTemplates.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'

/** GET /v1/config/addresstemplates[?country=DE]: how addresses are written, per country. */
export const addressTemplatesHandler = http.get(
  '*/v1/config/addresstemplates',
  answer(({ request }) => {
    const country = optionalCountryParam(new URL(request.url))
    const countries = country ? [country] : [...marketSeeds().keys()].sort()
    return HttpResponse.json(countries.map((code) => ({ country: code, lines: addressTemplateOf(code) })))
  }),
)
