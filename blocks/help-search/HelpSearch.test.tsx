import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { HelpSearch } from './HelpSearch.tsx'

describe('help-search', () => {
  it('loads the popular articles and names every link the island may need (islands only get the links their props name)', async () => {
    const data = await loadBlockData(loader, {})
    expect(data.featured[0]).toMatchObject({ id: 'how-to-book', title: 'Wie buche ich ein Auto?' })
    expect(data.links).toEqual(expect.arrayContaining(['page:help-center', 'page:help-search/search', 'page:help-article/deposit-amount']))
    expect(data.links.length).toBeGreaterThan(60)
  })

  it('renders, before the browser runs it, the GET form and the popular articles', async () => {
    const data = await loadBlockData(loader, {})
    const links = Object.fromEntries(data.links.map((link) => [link, `/de-de/help-center/${link.split('/')[1] ?? ''}`]))
    const html = renderBlockToString(HelpSearch, { data }, { ...testEnv, links: { ...testEnv.links, ...links } })
    expect(html).toContain('method="get"')
    expect(html).toContain('name="q"')
    expect(html).toContain('minLength="3"'.toLowerCase().replace('minlength', 'minLength'))
    expect(html).toContain('Beliebte Artikel')
    expect(html).toContain('Wie buche ich ein Auto?')
  })

  it('leaves an empty noscript whose config tells the site server how to search and answer without JavaScript', async () => {
    const data = await loadBlockData(loader, {})
    const links = Object.fromEntries(
      data.links.map((link) => [link, `/de-de/help-center/${link.replace('page:help-', '').replace('/', 's/')}/`]),
    )
    const html = renderBlockToString(HelpSearch, { data }, { ...testEnv, links: { ...testEnv.links, ...links } })
    const attribute = /<noscript data-help-search-nojs="([^"]+)"><\/noscript>/.exec(html)?.[1]
    const config = JSON.parse(
      attribute!
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    expect(config).toMatchObject({
      centre: 'rent',
      country: 'DE',
      articleHref: '/de-de/help-center/articles/{id}/',
      contactHref: '/de-de/help-center/contacts/contact/',
    })
    expect(config.texts.resultsFor).toContain('{{query}}')
    expect(config.texts.noResults).toBe('Keine Artikel gefunden')
  })
})
