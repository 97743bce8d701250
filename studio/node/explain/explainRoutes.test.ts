// Protects the explain area's endpoints: a mistyped market, page or key is answered with a suggestion, a key's texts
// say where a locale lacks it, and a markup field's preview renders it as the site does with each mistake's position.
import { describe, expect, it } from 'vitest'
import type { MarkupPreview, TranslationTexts } from '../../shared/studioApi.ts'
import type { StudioRequest } from '../studioRoute.ts'
import { explainRoutes } from './explainRoutes.ts'
import { studioTestContext } from './studioTestContext.ts'

const context = studioTestContext()
const call = async (method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: unknown) => {
  const route = explainRoutes.find((candidate) => candidate.method === method && candidate.path === path)!
  const request: StudioRequest = { query: new URLSearchParams(query), body }
  return route.handle(request, context)
}

describe('GET /explain', () => {
  it('answers the explained page', async () => {
    const answer = await call('GET', '/explain', { market: 'ch', page: 'airport-promotion', language: 'fr' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ market: 'ch', language: 'fr', pageId: 'airport-promotion', path: '/fr-ch/aeroport/' })
  })

  it.each([
    [{ market: 'chh', page: 'airport-promotion', language: 'fr' }, 'There is no market "chh"; did you mean "ch"'],
    [{ market: 'ch', page: 'airport-promo', language: 'fr' }, 'did you mean "airport-promotion"'],
    [{ market: 'ch', page: 'airport-promotion', language: 'es' }, 'Market "ch" has no language "es"'],
  ])('refuses %o with 400 and the reason', async (query, message) => {
    const answer = await call('GET', '/explain', query)
    expect(answer.status).toBe(400)
    expect((answer.body as { message: string }).message).toContain(message)
  })
})

describe('GET /translation', () => {
  it('marks the locales that lack a key as missing, and says which market languages show each text', async () => {
    const answer = await call('GET', '/translation', { key: 'fleetCategory.automatic' })
    expect(answer.status).toBe(200)
    const { texts, shownIn } = answer.body as TranslationTexts
    const row = (locale: string) => texts.find((candidate) => candidate.locale === locale)!
    expect(row('en-GB')).toMatchObject({ file: 'locales/en-GB/translations.json', markup: false })
    expect(row('en-GB').text).toBeUndefined()
    expect(row('en-GB').from).toBeUndefined()
    expect(row('fr-FR').text).toEqual(expect.any(String))
    expect(row('fr-FR').from).toMatchObject({ file: 'locales/fr-FR/translations.json', pointer: '/fleetCategory/automatic' })
    expect(row('fr-FR').from!.line).toBeGreaterThan(1)
    const routes = (locale: string) => shownIn.find((entry) => entry.locale === locale)!.routes
    expect(routes('fr-FR')).toEqual(expect.arrayContaining(['fr-fr', 'fr-ch']))
    // en-GB lacks the text, so its pages show the en-US one.
    expect(routes('en-US')).toEqual(expect.arrayContaining(['en-us', 'en-gb']))
  })

  it('says a key is content markup when a markup field holds it', async () => {
    const answer = await call('GET', '/translation', { key: 'rentalInformation.details' })
    expect((answer.body as TranslationTexts).texts.every((row) => row.markup)).toBe(true)
  })

  it('answers 404 with a suggestion for a key no bundle has', async () => {
    const answer = await call('GET', '/translation', { key: 'airportPromotion.titel' })
    expect(answer.status).toBe(404)
    const { message, suggestions } = answer.body as { message: string; suggestions: string[] }
    expect(suggestions[0]).toBe('airportPromotion.title')
    expect(message).toBe(
      `There is no translation key "airportPromotion.titel" in any bundle; did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}?`,
    )
  })
})

describe('POST /markup', () => {
  it('renders the markup as the site does', async () => {
    const answer = await call('POST', '/markup', {}, { text: '# Bon à savoir\n\nRéservez **en ligne**.', locale: 'fr-FR' })
    expect(answer.status).toBe(200)
    const { html, problems } = answer.body as MarkupPreview
    expect(html).toContain('Bon à savoir</h2>')
    expect(html).toContain('<strong>en ligne</strong>')
    expect(problems).toEqual([])
  })

  it('gives each mistake its line and column inside the text', async () => {
    const answer = await call('POST', '/markup', {}, { text: '# Titre\n\nUn texte avec <b>du HTML</b>.', locale: 'fr-FR' })
    const { problems } = answer.body as MarkupPreview
    expect(problems[0]).toMatchObject({ file: '(field)', line: 3, column: 15, rule: 'markup' })
    expect(problems[0].message).toContain('HTML')
  })

  it('refuses a locale without a bundle, naming the bundles it may mean', async () => {
    const answer = await call('POST', '/markup', {}, { text: 'Texte', locale: 'fr-CH' })
    expect(answer.status).toBe(400)
    expect((answer.body as { message: string }).message).toContain('There is no bundle locales/fr-CH/translations.json; did you mean')
  })
})
