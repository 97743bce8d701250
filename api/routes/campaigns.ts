import { http, HttpResponse } from 'msw'
import { toUtcIsoDate } from '../../engine/shared/isoDate.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { countryParam } from '../http/params.ts'
import { CAMPAIGNS } from '../seed/campaigns.ts'

/** SPEC §9: the billboard is 1600 × 640 on desktops and 375 × 400 on phones. */
const BILLBOARDS = {
  cars: { id: 'billboard-cars', title: 'Rent a car, wherever you are going', image: 'start-hero' },
  trucks: { id: 'billboard-trucks', title: 'Vans and trucks for every load', image: 'billboard-trucks' },
}

/** The start page of the visitor's market language ("de-DE" → /de-de/), or the market chooser. */
function marketPathOf(acceptLanguage: string | null, country: string): string {
  const language = /^([a-z]{2})-([A-Z]{2})/i.exec(acceptLanguage ?? '')
  return language && language[2].toUpperCase() === country ? `/${language[1].toLowerCase()}-${country.toLowerCase()}/` : '/'
}

/**
 * GET /v2/apps/campaign/?country=DE: the running campaigns of a country.
 * GET /v2/apps/campaign?trucks=true|false&country=DE: the billboard, for the truck pages or the car pages.
 */
const resolver = answer(({ request }) => {
  const url = new URL(request.url)
  const country = countryParam(url)
  const trucks = url.searchParams.get('trucks')
  if (trucks !== null) {
    if (trucks !== 'true' && trucks !== 'false') throw new BadRequest('Query parameter "trucks" must be "true" or "false".')
    const billboard = BILLBOARDS[trucks === 'true' ? 'trucks' : 'cars']
    return HttpResponse.json({
      id: billboard.id,
      title: billboard.title,
      desktop: { url: `/images/${billboard.image}-desktop.webp`, width: 1600, height: 640 },
      mobile: { url: `/images/${billboard.image}-mobile.webp`, width: 375, height: 400 },
      link: marketPathOf(request.headers.get('accept-language'), country),
    })
  }
  const today = new Date()
  return HttpResponse.json(
    CAMPAIGNS.map(({ validForDays, ...campaign }) => ({
      ...campaign,
      validUntil: toUtcIsoDate(new Date(today.getTime() + validForDays * 86400000)),
    })),
  )
})

export const campaignsHandlers = [http.get('*/v2/apps/campaign/', resolver), http.get('*/v2/apps/campaign', resolver)]
