// Structured data and sharing (issue 27 §5), checked by a tool this project did not write (structured-data-testing-tool,
// with its Google, Twitter and Facebook presets and schema.org's type list): Organization and WebSite with a
// SearchAction on market homes, AutoRental on branch pages, BreadcrumbList where the help centre shows a breadcrumb,
// and Open Graph and Twitter cards with the page's own image on every page.
import { expect, test } from '@playwright/test'
// @ts-expect-error: the package ships no types
import sdtt from 'structured-data-testing-tool'
// @ts-expect-error: the package ships no types
import presets from 'structured-data-testing-tool/presets.js'

// CommonJS modules whose exports Node cannot list by name: read from their default export.
const { structuredDataTest } = sdtt
const { Facebook, Google, Twitter } = presets

interface Outcome {
  failed: { test: string; description: string }[]
  schemas: string[]
  structuredData: { jsonld: Record<string, Record<string, unknown>[]> }
}

/** The tool's verdict on a page's HTML: it rejects with `res` when a test failed, and the failures are what we show. */
async function check(html: string, schemas: string[]): Promise<Outcome> {
  return structuredDataTest(html, { presets: [Google, Twitter, Facebook], schemas: schemas.map((schema) => `jsonld:${schema}`) }).catch(
    (error: { res?: Outcome }) => {
      if (error.res) return error.res
      throw error
    },
  )
}

const CASES = [
  { path: '/de-de/', schemas: ['Organization', 'WebSite'], image: 'start-hero-desktop.webp' },
  { path: '/en-us/airport/', schemas: [], image: 'airport-hero-desktop.webp' },
  { path: '/de-de/mietwagen/ber-airport/', schemas: ['AutoRental'], image: 'start-hero-desktop.webp' },
  { path: '/pl-pl/help-center/articles/deposit-amount/', schemas: ['BreadcrumbList'], image: 'start-hero-desktop.webp' },
]

for (const { path, schemas, image } of CASES) {
  test(`${path}: ${schemas.join(', ') || 'sharing tags'} pass the Google, Twitter and Facebook presets`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const outcome = await check(await response.text(), schemas)
    expect(outcome.failed.map((failure) => `${failure.test}: ${failure.description}`)).toEqual([])
    for (const schema of schemas) expect(outcome.schemas).toContain(schema)
    const html = await (await request.get(path)).text()
    expect(html).toContain(`<meta property="og:image" content="https://www.example.com/images/${image}">`)
  })
}

test('the market home describes the help search as a SearchAction that answers results', async ({ request }) => {
  const outcome = await check(await (await request.get('/de-de/')).text(), ['WebSite'])
  const website = outcome.structuredData.jsonld.WebSite[0] as { potentialAction: { target: { urlTemplate: string } } }
  const template = website.potentialAction.target.urlTemplate
  expect(template).toBe('https://www.example.com/de-de/help-center/search/?q={search_term_string}')
  const results = await request.get(new URL(template.replace('{search_term_string}', 'Kaution')).pathname + '?q=Kaution')
  expect(results.status()).toBe(200)
})

test('a branch page names its address, position, hours and phone as AutoRental', async ({ request }) => {
  const outcome = await check(await (await request.get('/de-de/mietwagen/ber-airport/')).text(), ['AutoRental'])
  const branch = outcome.structuredData.jsonld.AutoRental[0] as Record<string, { [key: string]: unknown }>
  expect(branch.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'DE' })
  expect(branch.geo).toMatchObject({ '@type': 'GeoCoordinates' })
  expect((branch.openingHoursSpecification as unknown as unknown[]).length).toBeGreaterThan(4)
  expect(String(branch.telephone)).toMatch(/^\+\d+$/)
})
