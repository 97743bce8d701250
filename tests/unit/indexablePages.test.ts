// Protects the page setting "indexable": false (issue 26 "nothing half-made in public", issue 27 "app shells are
// indexable"): test and demo pages and app shells whose server HTML is a loading screen carry noindex, name no
// canonical or hreflang alternates, are left out of sitemap.xml and are no other page's alternate; every other page
// keeps its canonical, its alternates and its sitemap entry.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isIndexable } from '../../engine/model/route.ts'
import { writeSitemap } from '../../engine/node/output/writeSitemap.ts'
import { sitemapUrlEntries } from '../../engine/node/output/sitemapDocuments.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { createRenderModel } from '../../engine/server/createRenderModel.ts'
import { renderDocument } from '../../engine/server/renderDocument.tsx'

const site = validateProject().index!
const ORIGIN = 'https://www.example.com'

/** The pages set "indexable": false on purpose, with the reason; a path of each. */
const NOT_INDEXABLE: [path: string, why: string][] = [
  ['/de-de/navigation-test/', 'a test page'],
  ['/de-de/account/', 'the account app shell'],
  ['/de-de-zentrovo/account/', "the partner brand's account app shell"],
  ['/en-us/booking/', 'the booking funnel app shell'],
  ['/de-de/reservation/', 'the zen layout demo, a dead end'],
  ['/de-de/help/', 'the navigationWithoutLayout demo beside the help centre'],
  ['/de-de/app/deposit/', 'the empty layout demo'],
]

/** Pages a visitor should find from a search, including the layout pages the menus link to. */
const INDEXABLE: [path: string, why: string][] = [
  ['/de-de/', 'a home page'],
  ['/en-us/airport/', 'a promotion page'],
  ['/de-de/ride/', 'the ride page (ride layout), in the menu'],
  ['/de-de/long-term-rental/', 'long-term rental (standalone layout), in the menu'],
  ['/de-de/help-center/', 'the help centre'],
  ['/de-de/manage-booking/', 'manage booking'],
]

/**
 * The head of the page as the renderer writes it. Blocks are left out: their loaders' data comes from the build's
 * data stage, and the head does not depend on them.
 */
const headOf = (path: string) => {
  const route = site.byPath.get(path)
  if (!route) throw new Error(`no page at ${path}`)
  const model = createRenderModel(site, route)
  const { documentHtml } = renderDocument(site, { ...model, blocks: [], layout: { ...model.layout, before: [], after: [] } })
  return documentHtml.slice(0, documentHtml.indexOf('</head>'))
}

describe('a page with "indexable": false', () => {
  it.each(NOT_INDEXABLE)('%s (%s) is noindex and names no canonical or hreflang alternates', (path) => {
    const head = headOf(path)
    expect(head).toContain('<meta name="robots" content="noindex">')
    expect(head).not.toContain('rel="canonical"')
    expect(head).not.toContain('hreflang=')
  })
})

describe('a page without it', () => {
  it.each(INDEXABLE)('%s (%s) has its canonical and hreflang alternates, and no robots meta', (path) => {
    const head = headOf(path)
    expect(head).not.toContain('name="robots"')
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`)
    expect(head).toMatch(new RegExp(`<link rel="alternate" hreflang="[a-z]{2}-[A-Z]{2}" href="${ORIGIN}${path}">`))
  })
})

describe('the sitemaps', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'sitemap-indexable-'))
  let sitemap = ''
  beforeAll(() => {
    for (const route of site.routes) {
      mkdirSync(join(clientDir, route.path), { recursive: true })
      writeFileSync(join(clientDir, route.path, 'index.html'), '')
    }
    // Every page is still checked as prerendered and counted, whether the sitemap lists it or not.
    expect(writeSitemap(site, clientDir)).toBe(site.routes.length + 1)
    sitemap = sitemapUrlEntries(clientDir).join('\n')
  })
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

  it.each(NOT_INDEXABLE)('leaves out %s (%s), as an entry and as an alternate', (path) => {
    expect(sitemap).not.toContain(`${ORIGIN}${path}<`)
    expect(sitemap).not.toContain(`href="${ORIGIN}${path}"`)
  })

  it.each(INDEXABLE)('lists %s (%s)', (path) => {
    expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`)
  })

  it('lists exactly the indexable pages and the market chooser', () => {
    const hidden = site.routes.filter((route) => !isIndexable(route))
    // The account and booking shells of every market language, and the four pages of one market.
    expect(hidden.length).toBeGreaterThan(90)
    expect(sitemap.match(/<url>/g)).toHaveLength(site.routes.length - hidden.length + 1)
  })
})
