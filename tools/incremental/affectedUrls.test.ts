import { describe, expect, it } from 'vitest'
import { CACHE_VERSION, type BuildManifest, type PageRecord } from './buildCache.ts'
import { affectedUrls } from './affectedUrls.ts'

const page = (file: string, files: string[], blocks: string[]): PageRecord => ({
  file,
  inputs: 'i',
  files,
  blocks,
  output: 'o',
  css: [],
  texts: null,
  textsHash: '',
})

const manifest: BuildManifest = {
  version: CACHE_VERSION,
  code: 'c',
  sharedCode: 's',
  blockCode: {},
  shard: null,
  pages: {
    '/de-de/': page('de-de/index.html', ['pages/start.json', 'locales/de-DE/translations.json'], ['hero', 'faq']),
    '/de-de/faq/': page('de-de/faq/index.html', ['pages/faq.json', 'locales/de-DE/translations.json'], ['faq']),
    '/fr-fr/faq/': page('fr-fr/faq/index.html', ['pages/faq.json', 'locales/fr-FR/translations.json'], ['faq']),
    '/de-de/mietwagen/': page(
      'de-de/mietwagen/index.html',
      ['pages/branches.json', 'locales/de-DE/translations.json'],
      ['branch-directory'],
    ),
    '/de-de/mietwagen/berlin/': page(
      'de-de/mietwagen/berlin/index.html',
      ['pages/branch.json', 'sources/branches.ts', 'api/seed/markets/de.json', 'locales/de-DE/translations.json'],
      ['branch-details'],
    ),
    '/de-at/mietwagen/': page(
      'de-at/mietwagen/index.html',
      ['pages/branches.json', 'locales/de-AT/translations.json'],
      ['branch-directory'],
    ),
    '/de-de/help-center/articles/a/': page(
      'de-de/help-center/articles/a/index.html',
      ['pages/help-article.json', 'sources/help-articles.ts', 'api/seed/help/de-', 'locales/de-DE/translations.json'],
      ['help-article'],
    ),
  },
  pageFiles: [],
  files: {},
  bundles: {},
  textReads: [],
  dataStage: null,
}

describe('affectedUrls', () => {
  it('lists the pages made from a page document, and only those', () => {
    expect(affectedUrls(manifest, ['pages/faq.json']).urls).toEqual(['/de-de/faq/', '/fr-fr/faq/'])
  })

  it('lists the pages of a bundle: its locale only', () => {
    expect(affectedUrls(manifest, ['locales/fr-FR/translations.json']).urls).toEqual(['/fr-fr/faq/'])
  })

  it('lists the pages that place a block when its code changes', () => {
    expect(affectedUrls(manifest, ['blocks/hero/Hero.tsx']).urls).toEqual(['/de-de/'])
  })

  it("matches a route source's content-file prefix to the seed files it names", () => {
    expect(affectedUrls(manifest, ['api/seed/help/de-rent.json']).urls).toEqual(['/de-de/help-center/articles/a/'])
  })

  // A Belgian branch renamed in be.json changed the Belgian branch directory and plus pages too, which only loaders
  // read it for; impact listed the branch pages alone (found by incrementalBuildCheck.ts comparing it with the build).
  it("lists for a market's seed data the pages made from it and its country's pages that load data, not other countries'", () => {
    expect(affectedUrls(manifest, ['api/seed/markets/de.json']).urls).toEqual([
      '/de-de/help-center/articles/a/',
      '/de-de/mietwagen/',
      '/de-de/mietwagen/berlin/',
    ])
  })

  it('lists every page for shared code, a site-wide document, or a new page document', () => {
    for (const file of ['engine/server/renderDocument.tsx', 'layouts/default.json', 'site.json', 'pages/new-page.json'])
      expect(affectedUrls(manifest, [file]).urls, file).toHaveLength(7)
  })

  it('lists no page for files that are not inputs (docs, tests)', () => {
    const { urls, reasons } = affectedUrls(manifest, ['docs/architecture.md', 'blocks/hero/Hero.test.tsx', 'tools/bench.ts'])
    expect(urls).toEqual([])
    expect(reasons.map((reason) => reason.pages)).toEqual([0, 0, 0])
  })
})
