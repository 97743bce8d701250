// Protects the help centre's section page (SPEC §2): the section's articles with their first words, each a link
// to its article, and breadcrumbs through the category back to the help centre, in the page's language.
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { dataApiOf, loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import type { HelpSectionPage } from '../../features/help-centre/index.ts'
import helpSections from '../../sources/help-sections.ts'
import loader from './data.ts'
import { HelpSection } from './HelpSection.tsx'

const frEnv = { ...testEnv, market: 'fr', country: 'fr', language: 'fr', locale: 'fr-FR' }

async function sectionItem(env: typeof testEnv, id: string) {
  const items = await helpSections.load({
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

/** The page links of a section page as the data stage gives them: "page:help-article/deposit-amount" → "/de-de/help-article/deposit-amount/". */
const linksOf = (prefix: string, data: HelpSectionPage) => ({
  ...testEnv.links,
  'page:help-center': `${prefix}/help-center/`,
  [`page:help-category/${data.category.id}`]: `${prefix}/help-category/${data.category.id}/`,
  ...Object.fromEntries(data.articles.map((article) => [`page:help-article/${article.id}`, `${prefix}/help-article/${article.id}/`])),
})

describe('help-section', () => {
  it('refuses a page that is not generated from help-sections, saying how to place it', async () => {
    await expect(loadBlockData(loader, {})).rejects.toThrow('"generate": { "from": "help-sections" }')
  })

  it('lists the section’s articles in German, each linked, with its first words, under breadcrumbs through the category', async () => {
    const data = await loadBlockData(loader, {}, testEnv, await sectionItem(testEnv, 'deposit'))
    const html = renderBlockToString(HelpSection, { data }, { ...testEnv, links: linksOf('/de-de', data) })
    expect(html).toContain('<h1>Kaution</h1>')
    expect(html).toContain('<h2><a href="/de-de/help-article/deposit-amount/">Wie hoch ist die Kaution?</a></h2>')
    expect(html).toContain(`<p>${data.articles[0].excerpt}</p>`)
    expect(data.articles[0].excerpt.length).toBeGreaterThan(20)
    expect(html).toContain('<a href="/de-de/help-center/">Hilfe-Center</a>')
    expect(html).toContain('<a href="/de-de/help-category/payment/">Zahlung und Kaution</a>')
    expect(html).toContain('<span aria-current="page">Kaution</span>')
  })

  it('shows the same section in French for the French market', async () => {
    const data = await loadBlockData(loader, {}, frEnv, await sectionItem(frEnv, 'deposit'))
    const html = renderBlockToString(HelpSection, { data }, { ...frEnv, links: linksOf('/fr-fr', data) }, 'fr-FR')
    expect(html).toContain('<a href="/fr-fr/help-category/payment/">Paiement et caution</a>')
    expect(html).toMatch(/<h1>Caution<\/h1>/)
    expect(html).not.toContain('Kaution')
  })
})
