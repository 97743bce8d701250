// The help centres of the reference API (SPEC §7), called through the typed client as the site calls them.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { helpLocaleChain } from '../../../api/model/helpContent.ts'
import { createApiClient, HELP_CENTRE_PATHS, apiUrl } from '../../../features/web-api/index.ts'

const server = setupServer(...handlers)
const base = 'https://api.example.test'
const client = (acceptLanguage: string) => createApiClient({ endpointBase: base, endpointBaseGrpc: '', acceptLanguage, tenantId: 6 })
const en = client('en-US')
const de = client('de-DE')

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const value = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error))
  return result.value
}

describe('rent help centre', () => {
  it('walks booking type → categories → sections → articles → article, in the asked language', async () => {
    expect(value(await de.helpBookingTypes({ centre: 'rent', country: 'DE' }))).toEqual([
      { id: 'rent', title: 'Auto- und Transportervermietung' },
    ])
    const categories = value(await de.helpCategories({ centre: 'rent', country: 'DE' }))
    expect(categories.length).toBeGreaterThanOrEqual(6)
    expect(categories[0]).toMatchObject({ id: 'booking', title: 'Buchung und Reservierung' })
    const sections = value(await de.helpSections({ centre: 'rent', country: 'DE', categoryId: 'payment' }))
    expect(sections.map((section) => section.id)).toEqual(['payment-methods', 'deposit', 'invoices'])
    const articles = value(await de.helpArticles({ centre: 'rent', country: 'DE', sectionId: 'deposit' }))
    expect(articles.map((article) => article.id)).toEqual(['deposit-amount', 'deposit-release', 'deposit-cash'])
    expect(articles[0].body.startsWith('# Die Kaution')).toBe(true)
    const article = value(await de.helpArticle({ centre: 'rent', country: 'DE', articleId: 'deposit-amount' }))
    expect(article).toMatchObject({ id: 'deposit-amount', sectionId: 'deposit', categoryId: 'payment', locale: 'de-DE' })
  })

  it('sends the country as a query parameter and the RENT spelling on the sections path', () => {
    expect(apiUrl({ endpointBase: base }, HELP_CENTRE_PATHS.rent.sections, { country: 'DE' }, { categoryId: 'a b' })).toBe(
      `${base}/v1/knowledge-article/booking-type/RENT/categories/a%20b/category-sections?country=DE`,
    )
  })

  it('answers the featured articles in the order of the seed', async () => {
    const featured = value(await en.helpFeaturedArticles({ centre: 'rent', country: 'GB' }))
    expect(featured.map((article) => article.id).slice(0, 2)).toEqual(['how-to-book', 'documents-needed'])
  })

  it('gives a country its own version of an article (country override), others the common one', async () => {
    const gb = value(await en.helpArticle({ centre: 'rent', country: 'GB', articleId: 'documents-needed' }))
    const ie = value(await en.helpArticle({ centre: 'rent', country: 'IE', articleId: 'documents-needed' }))
    expect(gb.body).toContain('DVLA')
    expect(ie.body).not.toContain('DVLA')
    const ch = value(await client('de-CH').helpArticle({ centre: 'rent', country: 'CH', articleId: 'deposit-amount' }))
    expect(ch.body).toContain('CHF')
  })

  it('falls back along the language chain: de-AT reads de-DE, Norwegian reads Bokmål, an untranslated language reads en-US', async () => {
    expect(helpLocaleChain('de-AT')).toEqual(['de-DE', 'en-US'])
    expect(helpLocaleChain('no-NO')).toEqual(['nb-NO', 'en-US'])
    expect(helpLocaleChain('ja-JP,ja;q=0.9')).toEqual(['en-US'])
    const at = value(await client('de-AT').helpArticle({ centre: 'rent', country: 'AT', articleId: 'cross-border-travel' }))
    expect(at).toMatchObject({ locale: 'de-DE' })
    expect(at.body).toContain('Österreich')
    const ja = value(await client('ja-JP').helpArticle({ centre: 'rent', country: 'SE', articleId: 'fuel-policy' }))
    expect(ja).toMatchObject({ locale: 'en-US', title: 'What is the fuel policy?' })
  })

  it('answers 404 with a message for an unknown article, category or section', async () => {
    expect(await en.helpArticle({ centre: 'rent', country: 'DE', articleId: 'no-such-article' })).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404, message: 'There is no help article "no-such-article".' },
    })
    expect(await en.helpSections({ centre: 'rent', country: 'DE', categoryId: 'nope' })).toMatchObject({
      ok: false,
      error: { status: 404 },
    })
    expect(await en.helpArticles({ centre: 'rent', country: 'DE', sectionId: 'nope' })).toMatchObject({ ok: false, error: { status: 404 } })
  })

  it('refuses a missing or unknown country with 400', async () => {
    const response = await fetch(`${base}/v1/knowledge-article/booking-type/rent/categories`)
    expect(response.status).toBe(400)
    expect(await en.helpCategories({ centre: 'rent', country: 'ZZ' })).toMatchObject({ ok: false, error: { status: 400 } })
  })
})

describe('help search', () => {
  const search = (q: string, api = en) => api.helpSearch({ centre: 'rent', country: 'DE', q })

  it('ranks the article about the word first', async () => {
    const found = value(await search('deposit'))
    expect(found.results[0].title).toMatch(/deposit/i)
    expect(found.total).toBeGreaterThan(1)
  })

  it('finds words by their beginning (prefix) and despite a typo (fuzzy)', async () => {
    expect(value(await search('depo')).results[0].id).toMatch(/deposit/)
    expect(value(await search('deposti')).results.map((hit) => hit.id)).toContain('deposit-amount')
    expect(value(await search('insurnce')).total + value(await search('cancelation')).total).toBeGreaterThan(0)
  })

  it('folds diacritics: "Fuhrerschein" finds "Führerschein"', async () => {
    const hits = value(await search('Fuhrerschein', de)).results
    expect(hits.length).toBeGreaterThan(0)
    expect(hits[0].title).toContain('Führerschein')
  })

  it('finds nothing for nonsense', async () => {
    expect(value(await search('xqzvwk'))).toEqual({ query: 'xqzvwk', total: 0, results: [] })
  })

  it.each(['ab', '   ', 'a'.repeat(101), 'x'.repeat(500)])('refuses %j with 400', async (q) => {
    expect(await search(q)).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } })
  })

  it('treats markup and emoji as words, not as errors', async () => {
    expect((await search('<script>alert(1)</script>')).ok).toBe(true)
    expect((await search('🚗🚗🚗')).ok).toBe(true)
  })

  it('needs bookingTypeId to name the centre', async () => {
    const response = await fetch(`${base}/v1/knowledge-article/search?country=DE&q=deposit&bookingTypeId=ride`)
    expect(response.status).toBe(400)
  })
})

describe('ride help centre', () => {
  it('has the same shapes under /v1/ride-help-centre', async () => {
    const categories = value(await en.helpCategories({ centre: 'ride', country: 'DE' }))
    expect(categories.length).toBe(3)
    const sections = value(await en.helpSections({ centre: 'ride', country: 'DE', categoryId: categories[0].id }))
    const articles = value(await en.helpArticles({ centre: 'ride', country: 'DE', sectionId: sections[0].id }))
    expect(value(await en.helpArticle({ centre: 'ride', country: 'DE', articleId: articles[0].id })).id).toBe(articles[0].id)
    expect(value(await en.helpSearch({ centre: 'ride', country: 'DE', q: 'airport' })).results[0].id).toBe('ride-airport-transfer')
    expect(await en.helpArticle({ centre: 'ride', country: 'DE', articleId: 'deposit-amount' })).toMatchObject({
      ok: false,
      error: { status: 404 },
    })
  })
})

describe('feedback and contact', () => {
  it('records a vote with an optional comment, and refuses a comment over 1000 characters', async () => {
    expect(value(await en.helpFeedback({ articleId: 'deposit-amount', helpful: false, comment: 'Unclear', country: 'DE' }))).toEqual({
      articleId: 'deposit-amount',
      helpful: false,
    })
    expect(await en.helpFeedback({ articleId: 'deposit-amount', helpful: false, comment: 'x'.repeat(1001), country: 'DE' })).toMatchObject({
      ok: false,
      error: { status: 400 },
    })
    expect(await en.helpFeedback({ articleId: 'nope', helpful: true, country: 'DE' })).toMatchObject({ ok: false, error: { status: 400 } })
  })

  const form = {
    topic: 'booking' as const,
    name: 'Ana Silva',
    phone: '+49 89 1234 5678',
    message: 'Where is my invoice?',
    rentalAgreement: '',
    bookingId: '9123456789',
    country: 'DE',
  }

  it('answers a reference number for a valid message', async () => {
    expect(value(await en.helpContact(form)).referenceNumber).toMatch(/^HC-\d{8}$/)
  })

  it('answers 400 with field problems for an empty form', async () => {
    const response = await fetch(`${base}/v1/knowledge-article/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country: 'DE' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fields: { topic: 'required', name: 'required', phone: 'required', message: 'required' } })
  })

  it('receives a message sent twice with the same idempotency key once', async () => {
    const send = () =>
      fetch(`${base}/v1/knowledge-article/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-idempotency-key': 'k-1' },
        body: JSON.stringify(form),
      }).then((response) => response.json())
    expect((await send()).referenceNumber).toBe((await send()).referenceNumber)
  })
})
