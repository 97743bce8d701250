// Protects the gate of issue 27 §1: a help page not written in a language is not published under that language.
// With a seed fixture where French lacks one article ("deposit-amount") and one whole category ("vehicles-and-extras",
// its sections and articles), no French market language gets a page for them (so no sitemap entry and no hreflang
// alternate claims one), while the help centre's lists in French link them in a language the market offers
// (Switzerland: German; France, which has no other: English), articles with hreflang.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedApiFetch } from '../../api/node/embeddedApiFetch.ts'
import { helpCompleteness } from '../../api/model/helpCompleteness.ts'
import { alternatesOf, type SiteIndex } from '../../engine/model/siteIndex.ts'
import { findDataModules } from '../../engine/node/data/findDataModules.ts'
import { runDataStage, type DataStageResult } from '../../engine/node/data/runDataStage.ts'
import { writeSitemap } from '../../engine/node/output/writeSitemap.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { renderPage } from '../../engine/server/renderPage.ts'
import { createApiClient } from '../../features/web-api/index.ts'

const MISSING = 'deposit-amount'
const MISSING_CATEGORY = 'vehicles-and-extras'
const MISSING_SECTIONS = ['vehicles', 'extras', 'electric-cars']

// The fixture: the real seeds, with the French file lacking one article (as a language being translated would).
vi.mock('../../api/seed/help/helpSeeds.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/seed/help/helpSeeds.ts')>()
  let seeds: ReturnType<typeof original.helpSeeds> | undefined
  return {
    ...original,
    helpSeeds() {
      seeds ??= new Map(
        [...original.helpSeeds()].map(([locale, entry]) => {
          if (locale !== 'fr-FR') return [locale, entry]
          const seed = structuredClone(entry.seed)
          seed.rent.categories = seed.rent.categories.filter((category) => category.id !== MISSING_CATEGORY)
          for (const category of seed.rent.categories)
            for (const section of category.sections) section.articles = section.articles.filter((article) => article.id !== MISSING)
          return [locale, { ...entry, seed }]
        }),
      )
      return seeds
    },
  }
})

let result: DataStageResult
let site: SiteIndex
const clientDir = mkdtempSync(join(tmpdir(), 'help-gate-'))

beforeAll(async () => {
  const modules = await findDataModules((file) => import(pathToFileURL(fromRepo(file)).href))
  result = await runDataStage(validateProject().index!, {
    modules,
    createApi: createApiClient,
    send: embeddedApiFetch,
    endpointBase: '/api',
    endpointBaseGrpc: '/api/grpc',
    fetchSettings: { retries: 1, backoffMs: 1, timeoutMs: 5000 },
    renderMarkets: new Set(['ch', 'fr']),
  })
  site = result.site
}, 180000)

afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const articleRoutes = () => site.routes.filter((route) => route.pageId === 'help-article' && route.item?.key === MISSING)

describe('a help article missing in a language', { timeout: 60000 }, () => {
  it('is missing in the fixture: French help is incomplete by this one article', () => {
    expect(result.problems).toEqual([])
    expect(helpCompleteness('fr-FR').missing).toContain(`rent/article:${MISSING}`)
    expect(helpCompleteness('fr-FR').missing).toContain(`rent/category:${MISSING_CATEGORY}`)
    expect(helpCompleteness('fr-FR').missing).toContain('rent/section:extras')
  })

  it('has no page under any French market language, and keeps its pages in the other languages', () => {
    const paths = articleRoutes().map((route) => route.path)
    expect(paths).toContain('/de-ch/help-center/articles/deposit-amount/')
    expect(paths).toContain('/de-de/help-center/articles/deposit-amount/')
    expect(paths.filter((path) => /^\/fr-/.test(path))).toEqual([])
    // Its other articles are still published in French.
    expect(site.byPath.get('/fr-ch/help-center/articles/deposit-release/')).toBeDefined()
  })

  it('is nobody’s French hreflang alternate and in no French sitemap', () => {
    const german = site.byPath.get('/de-ch/help-center/articles/deposit-amount/')!
    expect(alternatesOf(site, german).filter((route) => route.language === 'fr')).toEqual([])
    // The sitemap lists the pages the build wrote: an empty file stands for each.
    for (const route of site.routes) {
      mkdirSync(join(clientDir, route.path), { recursive: true })
      writeFileSync(join(clientDir, route.path, 'index.html'), '')
    }
    writeSitemap(site, clientDir)
    const sitemaps = readdirSync(join(clientDir, 'sitemaps')).map((name) => readFileSync(join(clientDir, 'sitemaps', name), 'utf8'))
    const all = sitemaps.join('\n')
    expect(all).toContain('/de-ch/help-center/articles/deposit-amount/')
    expect(all).not.toMatch(/\/fr-[a-z]{2}\/help-center\/articles\/deposit-amount\//)
    expect(all).not.toMatch(/hreflang="fr-[A-Z]{2}" href="[^"]*\/articles\/deposit-amount\//)
  })

  it('is linked from the French section page in the market’s other language, marked with hreflang', () => {
    const html = renderPage({ site, blockData: result.blockData }, '/fr-ch/help-center/sections/deposit/').html
    expect(html).toMatch(
      /<a href="\/de-ch\/help-center\/articles\/deposit-amount\/" hrefLang="de-CH"|<a href="\/de-ch\/help-center\/articles\/deposit-amount\/" hreflang="de-CH"/,
    )
    // The article the language has stays a plain link in the page's language.
    expect(html).toContain('<a href="/fr-ch/help-center/articles/deposit-release/">')
  })

  it('is linked, where the market has no other language, in English (France: no other language, no fallback locale)', () => {
    const html = renderPage({ site, blockData: result.blockData }, '/fr-fr/help-center/sections/deposit/').html
    const link = /<a href="([^"]*\/articles\/deposit-amount\/)" hreflang="([^"]+)"/i.exec(html)
    expect(link?.[2]).toMatch(/^en-/)
    expect(site.byPath.get(link![1])?.language).toBe('en')
  })

  it('publishes no French page of a category or section none of whose articles is in French, and links it elsewhere', () => {
    const pages = (pageId: string, key: string) =>
      site.routes.filter((route) => route.pageId === pageId && route.item?.key === key).map((route) => route.path)
    expect(pages('help-category', MISSING_CATEGORY).filter((path) => /^\/fr-/.test(path))).toEqual([])
    expect(pages('help-category', MISSING_CATEGORY)).toContain('/de-ch/help-center/categories/vehicles-and-extras/')
    for (const section of MISSING_SECTIONS) expect(pages('help-section', section).filter((path) => /^\/fr-/.test(path))).toEqual([])
    // The other categories and sections stay published in French.
    expect(site.byPath.get('/fr-ch/help-center/categories/payment/')).toBeDefined()
    expect(site.byPath.get('/fr-ch/help-center/sections/deposit/')).toBeDefined()
    // The French help home links the category where the market has it: in German in Switzerland, in English in France.
    const swiss = renderPage({ site, blockData: result.blockData }, '/fr-ch/help-center/').html
    expect(swiss).toContain('href="/de-ch/help-center/categories/vehicles-and-extras/"')
    const french = renderPage({ site, blockData: result.blockData }, '/fr-fr/help-center/').html
    const link = /href="([^"]*\/categories\/vehicles-and-extras\/)"/.exec(french)
    expect(site.byPath.get(link![1])?.language).toBe('en')
  })

  it('hydrates unchanged in an island: the search page’s payload carries the link the server rendered', () => {
    const { html } = renderPage({ site, blockData: result.blockData }, '/fr-ch/help-center/search/')
    const payload = /<script[^>]*id="island-payload"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? ''
    expect(payload).toContain('"otherLanguageLinks"')
    expect(payload).toContain('"href":"/de-ch/help-center/articles/deposit-amount/","hreflang":"de-CH"')
  })
})
