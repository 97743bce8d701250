// Protects issue 26 "Done when": a crawl of the site finds no tab, menu or footer link that leaves the site for a
// page the site builds (the DE share tab went to https://de.example.com/share beside /de-de/share/), no chrome link to
// a page that is not built, and no configured slug without its page (/de-de/magazin/ was a 404). The crawl reads the
// page model (tools/crawl/crawlSite.ts), so it runs before any build; the fixtures below break each rule once.
import { describe, expect, it } from 'vitest'
import type { Project } from '../../engine/model/project.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { buildSiteIndex } from '../../engine/node/resolve/buildSiteIndex.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { createRenderModel } from '../../engine/server/createRenderModel.ts'
import type { MarketDocument } from '../../engine/shared/types/market.gen.ts'
import type { NavigationDocument } from '../../engine/shared/types/navigation.gen.ts'
import { chromeLinkFindings, slugFindings } from '../../tools/crawl/crawlSite.ts'

const { project, index } = validateProject()
const site = index!

/** The site as the build indexes it, with one market document or menu changed: a fixture that breaks one rule. */
function siteWith(change: {
  market?: [string, (data: MarketDocument) => MarketDocument]
  navigation?: (data: NavigationDocument) => NavigationDocument
}): SiteIndex {
  const markets = new Map(project.markets)
  if (change.market) {
    const [code, edit] = change.market
    const document = markets.get(code)!
    markets.set(code, { ...document, data: edit(structuredClone(document.data)) })
  }
  const navigations = new Map(project.navigations)
  if (change.navigation) {
    const document = navigations.get('main')!
    navigations.set('main', { ...document, data: change.navigation(structuredClone(document.data)) })
  }
  return buildSiteIndex({ ...project, markets, navigations } as Project)
}

const tabsAt = (index: SiteIndex, path: string) =>
  Object.fromEntries(createRenderModel(index, index.byPath.get(path)!).chrome.productLineTabs.map((tab) => [tab.heading, tab.href]))

describe('the crawl of the site', () => {
  it('finds no chrome link that leaves the site for a page it builds, and none to a page it does not build', () => {
    expect(chromeLinkFindings(site)).toEqual([])
  })

  it('finds no configured slug without its page', () => {
    expect(slugFindings(site)).toEqual([])
  })

  it('reports a tab that names a built page by its full URL', () => {
    const broken = siteWith({
      navigation: (data) => ({
        ...data,
        product_line_tab: data.product_line_tab!.map((tab) =>
          tab.heading === 'share' ? { ...tab, url: 'https://de.example.com/share' } : tab,
        ),
      }),
    })
    expect(chromeLinkFindings(broken)).toContainEqual({
      page: expect.stringMatching(/^\/de-de\//),
      link: 'tab productLines.share → https://de.example.com/share',
      problem: 'leaves the site although /de-de/share/ is built',
    })
  })

  it('reports a menu link to a path the site does not build', () => {
    const broken = siteWith({
      navigation: (data) => ({ ...data, nav_list: [...data.nav_list, { type: 'link', title: 'navigation.help', url: '/no-such-page/' }] }),
    })
    expect(chromeLinkFindings(broken)).toContainEqual(
      expect.objectContaining({ link: 'menu navigation.help → /de-de/no-such-page/', problem: 'leads to no page of the site' }),
    )
  })

  it('reports a menu link to a test or demo page (the half-made pages of issue 26 §7), not one to the account app', () => {
    const broken = siteWith({
      navigation: (data) => ({
        ...data,
        nav_list: [...data.nav_list, { type: 'link', title: 'navigation.help', url: 'page:layout-navigation-without-layout' }],
      }),
    })
    const findings = chromeLinkFindings(broken)
    expect(findings).toContainEqual(
      expect.objectContaining({ link: 'menu navigation.help → /de-de/help/', problem: expect.stringContaining('"indexable": false') }),
    )
    expect(findings.filter((finding) => finding.link.includes('/account/'))).toEqual([])
  })

  it('reports a configured slug that no page is built at (the magazine slug before issue 26)', () => {
    const broken = siteWith({ market: ['de', (data) => ({ ...data, slugs: { ...data.slugs, magazine: 'magazin' } })] })
    expect(slugFindings(broken)).toContainEqual({ page: '/de-de/', link: 'slugs.magazine', problem: 'no page is built at /de-de/magazin/' })
  })

  it('reports fleet category slugs of a market that builds no fleet', () => {
    const broken = siteWith({ market: ['pl', (data) => ({ ...data, slugs: { ...data.slugs, fleet: '' } })] })
    expect(slugFindings(broken).map((finding) => finding.link)).toContain('slugs.fleetCategories.suv')
  })
})

describe('product-line tabs and market links that stay on the site', () => {
  it('the DE share tab leads to /de-de/share/ although links.share names https://de.example.com/share', () => {
    expect(site.markets.get('de')!.value.links.share).toBe('https://de.example.com/share')
    expect(tabsAt(site, '/de-de/')).toMatchObject({ share: '/de-de/share/', plus: '/de-de/plus/', 'rent-truck': '/de-de/lkw-vermietung/' })
  })

  it('a market link still leaves the site where the market builds no page for it', () => {
    const withoutSharePage = siteWith({ market: ['de', (data) => ({ ...data, paths: { ...data.paths, share: '' } })] })
    expect(tabsAt(withoutSharePage, '/de-de/').share).toBe('https://de.example.com/share')
  })

  it('a tab is shown only for what the market offers: no share tab where links.share is ""', () => {
    expect(tabsAt(site, '/en-us/')).not.toHaveProperty('share')
  })

  // SPEC §2 names charge among the product-line tabs; it was never one.
  it('shows the charge tab where the market offers charge, leading to its charge page', () => {
    for (const home of ['/de-de/', '/de-at/', '/fr-ch/', '/nl-nl/', '/en-gb/']) expect(tabsAt(site, home).charge).toBe(`${home}charge/`)
    expect(tabsAt(site, '/en-us/')).not.toHaveProperty('charge')
    expect(tabsAt(site, '/de-de-zentrovo/')).not.toHaveProperty('charge')
  })
})
