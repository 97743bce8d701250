// Protects the help centre's home (SPEC §2): popular (featured) articles and every category with its article
// count, linked, in the page's language; the rent home links the contact form, the ride home has its own heading.
import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import loader, { type HelpHomeData } from './data.ts'
import { HelpHome } from './HelpHome.tsx'

const usEnv = { ...testEnv, market: 'us', country: 'us', language: 'en', locale: 'en-US', currency: 'USD' }

/** The page links the home may point to, as the data stage gives them. */
const linksOf = (prefix: string, data: HelpHomeData, centre = 'help') => ({
  ...testEnv.links,
  'page:help-center': `${prefix}/help-center/`,
  'page:help-contact/contact': `${prefix}/help-center/contact/`,
  ...Object.fromEntries(
    data.categories.map((category) => [`page:${centre}-category/${category.id}`, `${prefix}/${centre}/categories/${category.id}/`]),
  ),
  ...Object.fromEntries(
    data.featured.map((article) => [`page:${centre}-article/${article.id}`, `${prefix}/${centre}/articles/${article.id}/`]),
  ),
})

describe('help-home', () => {
  it('shows popular articles and the categories with their article counts in German, and links the contact form', async () => {
    const data = await loadBlockData(loader, {})
    const html = renderBlockToString(HelpHome, { data }, { ...testEnv, links: linksOf('/de-de', data) })
    expect(html).toContain('<h2>Beliebte Artikel</h2>')
    expect(html).toContain('<a href="/de-de/help/articles/how-to-book/">Wie buche ich ein Auto?</a>')
    expect(html).toContain('<h2>Nach Thema stöbern</h2>')
    expect(html).toContain('<a href="/de-de/help/categories/payment/">Zahlung und Kaution</a>')
    expect(html).toContain('<p>10 Artikel</p>')
    expect(html).toContain('<a href="/de-de/help-center/contact/">Noch Fragen? Kontaktieren Sie uns</a>')
    // The rent home's h1 is in the search box above it.
    expect(html).not.toContain('<h1>')
  })

  it('links the search page and, where the market builds it, the ride help centre with plain links (reachable without the form)', async () => {
    const data = await loadBlockData(loader, {})
    const links = { ...linksOf('/de-de', data), 'page:help-search/search': '/de-de/help-center/search/' }
    const html = renderBlockToString(
      HelpHome,
      { data },
      { ...testEnv, links: { ...links, 'page:ride-help-center/home': '/de-de/ride/help/' } },
    )
    expect(html).toContain('<a href="/de-de/help-center/search/">')
    expect(html).toContain('<a href="/de-de/ride/help/">')
    const withoutRide = renderBlockToString(HelpHome, { data }, { ...testEnv, links })
    expect(withoutRide).toContain('<a href="/de-de/help-center/search/">')
    expect(withoutRide).not.toContain('/ride/help/')
  })

  it('counts articles with the English plural and writes American English for the US market', async () => {
    const data = await loadBlockData(loader, {}, usEnv)
    const html = renderBlockToString(HelpHome, { data }, { ...usEnv, links: linksOf('/en-us', data) }, 'en-US')
    expect(html).toContain('<h2>Popular articles</h2>')
    expect(html).toContain('<p>10 articles</p>')
    const one = renderBlockToString(
      HelpHome,
      { data: { featured: [], categories: [{ ...data.categories[0], articleCount: 1 }] } },
      { ...usEnv, links: linksOf('/en-us', data) },
      'en-US',
    )
    expect(one).toContain('<p>1 article</p>')
  })

  it('gives the ride help centre its own heading and ride links, without the rent contact form', async () => {
    const data = await loadBlockData(loader, { centre: 'ride' }, usEnv)
    const html = renderBlockToString(HelpHome, { centre: 'ride', data }, { ...usEnv, links: linksOf('/en-us', data, 'ride-help') }, 'en-US')
    expect(html).toContain('<h1>How can we help?</h1>')
    expect(html).toContain('<a href="/en-us/ride-help/categories/ride-booking/">Booking a ride</a>')
    expect(html).not.toContain('Contact us')
  })

  it('renders its headings and no category cards when there is nothing to show', () => {
    const html = renderBlockToString(
      HelpHome,
      { data: { featured: [], categories: [] } },
      { ...testEnv, links: { ...testEnv.links, 'page:help-center': '/de-de/help-center/' } },
    )
    expect(html).toContain('<h2>Beliebte Artikel</h2>')
    expect(html).not.toContain('Artikel</p>')
  })
})
