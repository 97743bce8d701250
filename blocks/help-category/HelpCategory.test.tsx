// Protects the help centre's category page (SPEC §2): the category's title and description, each section as a
// link to its own page with its articles below, and breadcrumbs back to the help centre, in the page's language.
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { dataApiOf, loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import helpCategories from '../../sources/help-categories.ts'
import rideHelpCategories from '../../sources/ride-help-categories.ts'
import type { HelpCategoryPage } from '../../features/help-centre/index.ts'
import loader from './data.ts'
import { HelpCategory } from './HelpCategory.tsx'

const gbEnv = { ...testEnv, market: 'gb', country: 'gb', language: 'en', locale: 'en-GB', currency: 'GBP' }

async function categoryItem(source: typeof helpCategories, env: typeof testEnv, id: string) {
  const items = await source.load({
    market: env.market,
    country: env.country,
    language: env.language,
    locale: env.locale,
    api: dataApiOf(fakeApi(env.locale)),
    currency: env.currency,
    slugs: {},
    text: (key) => key,
  })
  return items.find((item) => item.key === id)!
}

/** The page links of a category page as the data stage gives them: "page:help-section/deposit" → "/de-de/help-section/deposit/". */
function linksOf(prefix: string, data: HelpCategoryPage) {
  const home = data.centre === 'ride' ? 'page:ride-help-center/home' : 'page:help-center'
  const pages = [
    ...data.sections.map((section) => `section/${section.id}`),
    ...data.sections.flatMap((s) => s.articles.map((a) => `article/${a.id}`)),
  ]
  const kind = data.centre === 'ride' ? 'ride-help-' : 'help-'
  return {
    ...testEnv.links,
    [home]: `${prefix}/${data.centre === 'ride' ? 'ride/help' : 'help-center'}/`,
    ...Object.fromEntries(pages.map((page) => [`page:${kind}${page}`, `${prefix}/${kind}${page}/`])),
  }
}

describe('help-category', () => {
  it('refuses a page that is not generated from help-categories, saying how to place it', async () => {
    await expect(loadBlockData(loader, {})).rejects.toThrow('"generate": { "from": "help-categories" }')
  })

  it('shows the category in German with every section linked to its page and its articles listed', async () => {
    const item = await categoryItem(helpCategories, testEnv, 'payment')
    const data = await loadBlockData(loader, {}, testEnv, item)
    const html = renderBlockToString(HelpCategory, { data }, { ...testEnv, links: linksOf('/de-de', data) })
    expect(html).toContain('<h1>Zahlung und Kaution</h1>')
    expect(html).toContain('Karten, Kaution und Rechnungen.')
    expect(html).toContain('<h2><a href="/de-de/help-section/deposit/">Kaution</a></h2>')
    expect(html).toContain('<a href="/de-de/help-article/deposit-amount/">Wie hoch ist die Kaution?</a>')
    expect(html).toMatch(/<nav aria-label="Brotkrumennavigation"[^>]*><ol><li><a href="\/de-de\/help-center\/">Hilfe-Center<\/a>/)
    expect(html).toContain('<span aria-current="page">Zahlung und Kaution</span>')
  })

  it('shows the same category in British English for the GB market', async () => {
    const item = await categoryItem(helpCategories, gbEnv, 'payment')
    const data = await loadBlockData(loader, {}, gbEnv, item)
    const html = renderBlockToString(HelpCategory, { data }, { ...gbEnv, links: linksOf('/en-gb', data) }, 'en-GB')
    expect(html).toContain('<h1>Payment and deposit</h1>')
    expect(html).toContain('>Help centre</a>')
    expect(html).not.toContain('Kaution')
  })

  it('links the ride help centre’s pages, not the rent help centre’s', async () => {
    const item = await categoryItem(rideHelpCategories, gbEnv, 'ride-booking')
    const data = await loadBlockData(loader, {}, gbEnv, item)
    const html = renderBlockToString(HelpCategory, { data }, { ...gbEnv, links: linksOf('/en-gb', data) }, 'en-GB')
    expect(html).toContain('<h1>Booking a ride</h1>')
    expect(html).toContain('<a href="/en-gb/ride/help/">Ride help centre</a>')
    expect(html).toMatch(/<h2><a href="\/en-gb\/ride-help-section\/[^"]+\/">/)
    expect(html).not.toContain('href="/en-gb/help-')
  })
})
