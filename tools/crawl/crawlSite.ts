/**
 * A crawl of the site as its page model builds it (issue 26 "Done when"): every chrome link of every page (product-line
 * tabs, menu, login, footer) and every slug a market configures. It reads the site index, not dist/, so it runs in
 * the unit tests before any build; a finding names the page, the link and what is wrong.
 */
import { isIndexable, type Route } from '../../engine/model/route.ts'
import { pageLinksFor, routeAt, routesOf, type SiteIndex } from '../../engine/model/siteIndex.ts'
import { marketSlugOf } from '../../engine/node/resolve/buildSiteIndex.ts'
import { createChromeModel } from '../../engine/server/createChromeModel.ts'
import { resolveLayoutName } from '../../engine/shared/layoutNames.ts'
import { pagePath } from '../../engine/shared/linkTo.ts'

export interface CrawlFinding {
  /** The page whose chrome has the link, or the market language's home for a slug. */
  page: string
  /** What was followed: the link's text key and its href, or `slugs.<key>`. */
  link: string
  problem: string
}

interface ChromeLinkSeen {
  kind: 'tab' | 'menu' | 'login' | 'footer'
  title: string
  href: string
}

/** The chrome links of a page as a visitor gets them. */
function chromeLinksOf(site: SiteIndex, route: Route): ChromeLinkSeen[] {
  const market = site.markets.get(route.market)!.value
  const page = route.page.value
  const layout = site.project.layouts.get(resolveLayoutName(page.layout))!.data
  const chrome = createChromeModel(site, route, market, pageLinksFor(site, route.market, route.language), page.productLine, layout)
  return [
    ...chrome.productLineTabs.map((tab) => ({ kind: 'tab' as const, title: tab.title, href: tab.href })),
    ...chrome.menu.groups.flatMap((group) => group.links.map((link) => ({ kind: 'menu' as const, title: link.title, href: link.href }))),
    ...(chrome.login ? [{ kind: 'login' as const, title: chrome.login.title, href: chrome.login.href }] : []),
    ...[...chrome.footer.links, ...chrome.footer.legal].map((link) => ({ kind: 'footer' as const, title: link.title, href: link.href })),
  ]
}

/**
 * An app shell (a page that mounts a micro-app: the account, the booking funnel) is kept out of search engines because
 * its server HTML is a loading screen, not because visitors should not reach it: the chrome may link it.
 */
function mountsMicroApp(route: Route): boolean {
  return (route.page.value.blocks ?? []).some((block) => block.type === 'funnel-mount')
}

/** The slugs a market language builds pages at ("share", "flotte", "" for home), from the page model's routes. */
function builtSlugs(site: SiteIndex, market: string, language: string): Map<string, string> {
  return new Map(routesOf(site, market, language).map((route) => [route.page.value.slug.replace(/^\/+|\/+$/g, ''), route.path]))
}

/**
 * Chrome links that leave the site for a page the site builds (an absolute URL whose path is the slug of a page of
 * the same market language: https://de.example.com/share while /de-de/share/ is built), chrome links on the site
 * that lead to no built page, and chrome links to test or demo pages (not indexable, no app shell: nothing links to
 * a half-made page). The root of another host (https://business.example.com/) is another site's home.
 */
export function chromeLinkFindings(site: SiteIndex): CrawlFinding[] {
  const findings: CrawlFinding[] = []
  const origin = new URL(site.links.origin).origin
  const slugsOf = new Map<string, Map<string, string>>()
  const seen = new Set<string>()
  for (const route of site.routes) {
    const key = `${route.market}\u0000${route.language}`
    if (!slugsOf.has(key)) slugsOf.set(key, builtSlugs(site, route.market, route.language))
    const slugs = slugsOf.get(key)!
    for (const link of chromeLinksOf(site, route)) {
      // The same chrome on many pages: each link is reported once per market language.
      const once = `${key}\u0000${link.kind}\u0000${link.title}\u0000${link.href}`
      if (seen.has(once)) continue
      seen.add(once)
      const url = new URL(link.href, origin)
      const onSite = url.origin === origin || Object.values(site.links.marketOrigins ?? {}).includes(url.origin)
      if (!onSite) {
        const slug = url.pathname.replace(/^\/+|\/+$/g, '')
        const built = slug ? slugs.get(slug) : undefined
        if (built && /^https?:$/.test(url.protocol))
          findings.push({
            page: route.path,
            link: `${link.kind} ${link.title} → ${link.href}`,
            problem: `leaves the site although ${built} is built`,
          })
        continue
      }
      const target = routeAt(site, url.pathname)
      if (!target)
        findings.push({ page: route.path, link: `${link.kind} ${link.title} → ${link.href}`, problem: 'leads to no page of the site' })
      else if (!isIndexable(target) && !mountsMicroApp(target))
        findings.push({
          page: route.path,
          link: `${link.kind} ${link.title} → ${link.href}`,
          problem: 'leads to a page kept from visitors ("indexable": false: a test or demo page)',
        })
    }
  }
  return findings
}

/**
 * Slugs a market configures (`slugs.*` after inheritance) that no page is built at: each would answer 404. The branch
 * directory, fleet and truck slugs are checked as the build places those pages (marketSlugOf: the national domain's
 * branch path wins over slugs.stationFinder; slugs.truck counts where paths.truckRental is a path of the site); the
 * fleet categories need the fleet category page in the market; any other slug needs a page at it.
 */
export function slugFindings(site: SiteIndex): CrawlFinding[] {
  const findings: CrawlFinding[] = []
  for (const [code, market] of site.markets) {
    const slugs = market.value.slugs ?? {}
    for (const { language } of market.value.languages) {
      const country = market.value.countryAlpha2.toLowerCase()
      const prefix = market.value.pathPrefix
      const home = pagePath({ language, country, prefix, slug: '' })
      const at = (slug: string) => pagePath({ language, country, prefix, slug })
      const builtAt = (slug: string) => {
        const route = routeAt(site, at(slug))
        return route?.market === code && route.language === language
      }
      const expect = (key: string, slug: string | undefined, built: boolean) => {
        if (slug && !built) findings.push({ page: home, link: `slugs.${key}`, problem: `no page is built at ${at(slug)}` })
      }
      for (const [key, value] of Object.entries(slugs)) {
        if (key === 'stationFinder' || key === 'fleet') {
          const decided = marketSlugOf(site.project, market, key === 'fleet' ? 'fleet' : 'branches')
          expect(key, decided?.slug, decided ? builtAt(decided.slug) : true)
        } else if (key === 'truck') {
          const path = market.value.paths?.truckRental
          const decided = path?.startsWith('/') ? marketSlugOf(site.project, market, 'truck') : undefined
          expect(key, decided?.slug, decided ? builtAt(decided.slug) : true)
        } else if (key === 'fleetCategories') {
          const fleet = marketSlugOf(site.project, market, 'fleet')?.slug
          const generated = site.generators.some(
            (route) => route.market === code && route.language === language && route.pageId === 'fleet-category',
          )
          for (const [category, slug] of Object.entries(value as Record<string, string>))
            expect(`fleetCategories.${category}`, slug && (fleet ? `${fleet}/${slug}` : slug), generated && fleet !== undefined)
        } else if (typeof value === 'string') {
          const slug = value.split('{')[0].replace(/^\/+|\/+$/g, '')
          expect(key, slug, builtAt(slug))
        }
      }
    }
  }
  return findings
}
