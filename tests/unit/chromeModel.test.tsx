// Protects what the chrome shows per market (SPEC §2, §3): footer link targets, privacy hidden where the market says so,
// cookie settings, product-line tabs only when more than one exists, the 404 links, and no burger for an empty menu.
import { createAtomStore } from '../../engine/testing/BlockTestProviders.tsx'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteFooter } from '../../engine/chrome/footer/SiteFooter.tsx'
import { SiteHeader } from '../../engine/chrome/header/SiteHeader.tsx'
import type { Route } from '../../engine/model/route.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { createRenderModel } from '../../engine/server/createRenderModel.ts'
import type { RenderModel } from '../../engine/model/renderModel.ts'
import { notFoundPaths, notFoundRouteAt } from '../../engine/server/notFoundRoutes.ts'
import { BlockProviders } from '../../engine/shared/BlockProviders.tsx'
import { isPage } from '../../engine/shared/pageLink.ts'

const { index } = validateProject()
const site = index!
const route = (path: string): Route => {
  const found = site.byPath.get(path)
  if (!found) throw new Error(`no page at ${path}`)
  return found
}
const modelAt = (path: string) => createRenderModel(site, route(path))
const render = (model: RenderModel, element: React.ReactElement) =>
  renderToString(
    <BlockProviders env={model.env} i18n={model.i18n} store={createAtomStore()}>
      {element}
    </BlockProviders>,
  )

describe('footer', () => {
  const model = modelAt('/de-de/')
  it('gives target 1 a new window with rel="noopener noreferrer", target 0 nothing, other values as given', () => {
    const byTitle = Object.fromEntries(model.chrome.footer.links.map((link) => [link.title, link]))
    expect(byTitle['footer.rentCar']).toEqual({ title: 'footer.rentCar', href: '/de-de/' })
    expect(byTitle['footer.help']).toEqual({ title: 'footer.help', href: '/de-de/help-center/' })
    const followUs = Object.fromEntries(model.chrome.footer.followUs.map((link) => [link.title, link]))
    expect(Object.values(followUs)[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(byTitle['footer.careers']).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
  })

  it('shows privacy, imprint, follow-us, store links and the cookie settings button', () => {
    const html = render(model, <SiteFooter footer={model.chrome.footer} />)
    expect(html).toContain('Datenschutz')
    expect(html).toContain('Impressum')
    expect(html).toContain('Folgen Sie uns')
    expect(html).toContain('https://apps.example.com/ios/de')
    expect(html).toContain('https://apps.example.com/android/de')
    expect(html).toContain('data-cookie-settings')
    expect(html).toContain('(öffnet in einem neuen Fenster)')
  })

  // The copyright year was a constant (2026) that would have gone stale on New Year's Day.
  it('dates the copyright with the build year', () => {
    const epoch = process.env.SOURCE_DATE_EPOCH
    process.env.SOURCE_DATE_EPOCH = String(Date.UTC(2031, 5, 1) / 1000)
    try {
      const pinned = modelAt('/de-de/')
      expect(pinned.chrome.footer.copyrightYear).toBe(2031)
      expect(render(pinned, <SiteFooter footer={pinned.chrome.footer} />)).toContain('2031')
    } finally {
      if (epoch === undefined) delete process.env.SOURCE_DATE_EPOCH
      else process.env.SOURCE_DATE_EPOCH = epoch
    }
    expect(modelAt('/de-de/').chrome.footer.copyrightYear).toBe(new Date().getUTCFullYear())
  })

  it('hides the privacy link where the market flag hidePrivacyPolicy is true (NL)', () => {
    const nl = modelAt('/nl-nl/')
    expect(nl.chrome.footer.legal.map((link) => link.title)).toEqual(['footer.imprint', 'footer.faq'])
    expect(model.chrome.footer.legal.map((link) => link.title)).toEqual(['footer.privacy', 'footer.imprint', 'footer.faq'])
  })

  // SPEC §2: the domain's privacy and imprint paths win over the market's example.com links (they did not).
  it('links privacy, imprint and FAQ to the national domain first, then to the market own legal pages', () => {
    const hrefs = (path: string) => Object.fromEntries(modelAt(path).chrome.footer.legal.map((link) => [link.title, link.href]))
    expect(hrefs('/de-de/')).toEqual({
      'footer.privacy': '/de-de/informationen/datenschutzhinweise/',
      'footer.imprint': '/de-de/informationen/impressum/',
      'footer.faq': '/de-de/faq/',
    })
    expect(hrefs('/de-at/')['footer.privacy']).toBe('/de-at/informationen/datenschutzhinweise/')
    expect(hrefs('/en-us/')['footer.privacy']).toBe('/en-us/privacy/')
    // A domain's full URL (SPEC §2) at a path the market builds is that page (issue 26: it left the site).
    expect(hrefs('/nl-nl/')['footer.faq']).toBe('/nl-nl/faq/')
    expect(hrefs('/fr-ch/')['footer.imprint']).toBe('/fr-ch/informationen/impressum/')
    // A market without a domain document links its own pages.
    expect(hrefs('/pl-pl/')).toMatchObject({ 'footer.privacy': '/pl-pl/privacy/', 'footer.imprint': '/pl-pl/imprint/' })
    // Every one of these own pages is built.
    for (const path of [
      '/de-de/informationen/datenschutzhinweise/',
      '/de-de/informationen/impressum/',
      '/en-us/privacy/',
      '/pl-pl/imprint/',
      '/de-de/faq/',
    ])
      expect(site.byPath.has(path), path).toBe(true)
  })

  it('drops links to pages the market does not build', () => {
    // PL has no ride page (paths.ride is "").
    const pl = modelAt('/pl-pl/')
    expect(
      pl.chrome.menu.groups.flatMap((group) => group.links.map((link) => link.href)).every((href) => !href.includes('undefined')),
    ).toBe(true)
    expect(pl.chrome.menu.groups.flatMap((group) => group.links).some((link) => link.title === 'navigation.ride')).toBe(false)
    expect(
      modelAt('/en-us/')
        .chrome.menu.groups.flatMap((group) => group.links)
        .some((link) => link.title === 'navigation.ride'),
    ).toBe(true)
  })
})

describe('ride menu', () => {
  it("the ride layout uses its own menu document (SPEC §2), other layouts the market's", () => {
    const titles = (path: string) => modelAt(path).chrome.menu.groups.map((group) => group.title)
    expect(titles('/de-de/ride/')).toEqual(['rideNavigation.ride', 'rideNavigation.more'])
    expect(titles('/en-us/ride/')).toEqual(['rideNavigation.ride', 'rideNavigation.more'])
    expect(titles('/de-de/')).not.toContain('rideNavigation.ride')
  })
})

describe('product-line tabs', () => {
  it("lists the tabs built for the market, the page's product line active", () => {
    const ride = modelAt('/de-de/ride/')
    expect(ride.chrome.productLineTabs.map((tab) => [tab.heading, tab.active])).toEqual([
      ['rent-car', false],
      ['rent-truck', false],
      ['ride', true],
      ['share', false],
      ['charge', false],
      ['plus', false],
    ])
    expect(ride.chrome.productLineTabs.find((tab) => tab.heading === 'ride')!.href).toBe('/de-de/ride/')
  })

  it('are empty where only one product line exists', () => {
    const onlyOne = [...site.markets.keys()].map((market) => site.routes.find((r) => r.market === market && isPage(r, 'start'))!)
    const counts = onlyOne.map((start) => createRenderModel(site, start).chrome.productLineTabs.length)
    expect(counts.every((count) => count === 0 || count > 1)).toBe(true)
    expect(counts).toContain(0)
  })
})

describe('menu', () => {
  it('puts groups in columns from md, or from lg with more than 4 groups', () => {
    expect(modelAt('/de-de/').chrome.menu.columnsFrom).toBe('md')
  })

  it('renders a burger with aria-expanded and a label', () => {
    const model = modelAt('/de-de/')
    const html = render(model, <SiteHeader chrome={model.chrome} languageLinks={[]} login />)
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="site-menu"[^>]*data-menu-toggle/)
    expect(html).toContain('Hauptmenü')
    expect(html).toContain('Anmelden')
  })

  it('renders no burger for a menu with zero groups', () => {
    const model = modelAt('/de-de/')
    const empty = { ...model.chrome, menu: { ...model.chrome.menu, groups: [] } }
    const html = render(model, <SiteHeader chrome={empty} languageLinks={[]} login />)
    expect(html).not.toContain('data-menu-toggle')
    expect(html).not.toContain('site-menu')
    expect(html).not.toContain('data-menu-overlay')
  })
})

describe('404 pages', () => {
  it('exist for every market language', () => {
    const paths = notFoundPaths(site.routes)
    expect(paths).toContain('/de-de/404/')
    expect(paths).toContain('/fr-ch/404/')
    expect(paths).toContain('/de-de-zentrovo/404/')
    expect(paths).toHaveLength(new Set(site.routes.map((r) => r.prefix ?? `${r.language}-${r.country}`)).size)
  })

  it('link branches by the domain path, the fleet by the market slug, and home', () => {
    const home = notFoundRouteAt(site, '/de-de/404/')!
    expect(createRenderModel(site, home).chrome.notFound).toEqual({
      home: '/de-de/',
      branches: '/de-de/mietwagen/',
      fleet: '/de-de/flotte/',
    })
    // Any path under the market's prefix that is no page gets the same 404 page, as a static host answers it.
    expect(notFoundRouteAt(site, '/de-de/anything/')).toBe(home)
    expect(notFoundRouteAt(site, '/xx-xx/anything/')).toBeUndefined()
  })
})

describe('consent', () => {
  it("loads the tag manager of the market's domain from a local stand-in, and none without a domain", () => {
    expect(modelAt('/de-de/').chrome.consent).toEqual({
      cookiePrefix: 'sx_',
      consentLoaderSrc: '/consent/consent-loader.js?id=consent-example-0000',
      tagManagerSrc: '/consent/tag-manager.js?id=GTM-EXAMPLEDE',
    })
    // SPEC §4: the ride and zen generations use the market's own containers.
    expect(modelAt('/de-de/ride/').chrome.consent.tagManagerSrc).toBe('/consent/tag-manager.js?id=GTM-EXAMPLE3')
    expect(modelAt('/de-de/reservation/').chrome.consent.tagManagerSrc).toBe('/consent/tag-manager.js?id=GTM-EXAMPLE2')
    const withoutDomain = [...site.markets.values()].find((market) => !market.value.domain)
    if (withoutDomain) {
      const start = site.routes.find((r) => r.market === withoutDomain.value.code && isPage(r, 'start'))!
      expect(createRenderModel(site, start).chrome.consent.tagManagerSrc).toBeUndefined()
    }
  })
})
