import type { SiteIndex, Route } from '../node/buildSiteIndex.ts'
import type { EffectiveMarket } from '../node/resolveMarket.ts'
import { linkTargetAttributes } from '../shared/linkTarget.ts'
import { linkTo, pagePath } from '../shared/linkTo.ts'
import type { DomainDocument } from '../shared/types/domain.gen.ts'
import { resolvePageLink } from '../shared/pageLink.ts'
import type { FooterDocument } from '../shared/types/footer.gen.ts'
import type { NavigationDocument } from '../shared/types/navigation.gen.ts'
import { groupNavigation } from '../chrome/menu/groupNavigation.ts'
import { buildDate } from './buildDate.ts'
import { resolveChromeHref } from './resolveChromeHref.ts'
import type { ChromeLink, ChromeModel, MenuGroupModel, ProductLineTab } from '../chrome/chromeModel.ts'

// The types live beside the chrome views that render them; re-exported for code that builds models.
export type { ChromeLink, ChromeModel, MenuGroupModel, ProductLineTab }

/** The local stand-in for the tag manager: production points this at the vendor's loader. */
export const TAG_MANAGER_SRC = '/consent/tag-manager.js'
export const DEFAULT_COOKIE_PREFIX = 'sx_'

const PRODUCT_LINK: Record<string, keyof NonNullable<EffectiveMarket['links']>> = { 'rent-car': 'rentCar', 'rent-truck': 'rentTruck', ride: 'ride', share: 'share', plus: 'plus' }

export function createChromeModel(site: SiteIndex, route: Route, market: EffectiveMarket, links: Record<string, string>, productLine?: string): ChromeModel {
  const navigation: NavigationDocument = site.project.navigations.get(market.navigation)!.data
  const footer: FooterDocument = site.project.footers.get(market.footer)!.data
  const domain: DomainDocument | undefined = market.domain ? site.project.domains.get(market.domain)?.data : undefined
  const href = (url: string | undefined) => resolveChromeHref(url, links, route)
  const link = (title: string, url: string | undefined, target?: number | string): ChromeLink[] => {
    const resolved = href(url)
    return resolved ? [{ title, href: resolved, ...linkTargetAttributes(target) }] : []
  }
  const groups = groupNavigation(navigation.nav_list)
    .map((group) => ({ title: group.title, links: group.links.flatMap((item) => link(item.title, item.url, item.target).map((l) => ({ ...l, gapAfter: item.gap_after === true }))) }))
    .filter((group) => group.links.length > 0)
  const productLineTabs = (navigation.product_line_tab ?? []).flatMap((tab) => {
    const marketLink = PRODUCT_LINK[tab.heading] ? market.links?.[PRODUCT_LINK[tab.heading]] : undefined
    const resolved = href(tab.url) ?? href(marketLink || undefined)
    return resolved ? [{ heading: tab.heading, title: tab.title, href: resolved, active: tab.heading === productLine }] : []
  })
  const marketOrDomain = (field: 'appStore' | 'playStore') => market.links?.[field] || domain?.[field]
  // SPEC §2: a national domain's privacy, imprint and FAQ paths come first (a root path is the market's own
  // page there, built at the same market path), then the market's own legal page, then the market's link.
  const legalHref = (field: 'privacy' | 'imprint' | 'faq', pageId: string) => domain?.[field] || (links[`page:${pageId}`] ? `page:${pageId}` : market.links?.[field])
  const home = resolvePageLink('page:start', links) ?? pagePath({ language: route.language, country: route.country, prefix: route.prefix, slug: '' })
  const fleetSlug = market.slugs?.fleet?.split('/{')[0]
  return {
    menu: { label: navigation.navigation_text, groups, columnsFrom: groups.length > 4 ? 'lg' : 'md' },
    login: navigation.login ? link(navigation.login.title, navigation.login.url)[0] : undefined,
    productLineTabs: productLineTabs.length > 1 ? productLineTabs : [],
    footer: {
      text: footer.footer_text,
      links: footer.links.flatMap((item) => link(item.title, item.url, item.target)),
      legal: [
        ...(market.flags?.hidePrivacyPolicy ? [] : link('footer.privacy', legalHref('privacy', 'privacy'))),
        ...link('footer.imprint', legalHref('imprint', 'imprint')),
        ...link('footer.faq', legalHref('faq', 'faq')),
      ],
      followUs: (footer.follow_us ?? []).flatMap((item) => link(item.title, item.url, item.target ?? 1)),
      apps: [...link('footer.appStore', marketOrDomain('appStore'), 1), ...link('footer.playStore', marketOrDomain('playStore'), 1)],
      cookieSettings: footer.is_manage_cookie_enabled === true,
      copyrightYear: buildDate().getUTCFullYear(),
    },
    consent: {
      cookiePrefix: footer.essential_cookie_prefix ?? DEFAULT_COOKIE_PREFIX,
      // SPEC §8: an unknown domain yields no analytics.
      tagManagerSrc: domain ? `${TAG_MANAGER_SRC}?id=${encodeURIComponent(domain.tagManagerId)}` : undefined,
    },
    notFound: {
      home,
      // The branch directory and fleet pages (pages/branches.json, pages/fleet.json) where the market has them.
      branches: resolvePageLink('page:branches', links) ?? (domain ? linkTo({ market: route.market, language: route.language, country: route.country, prefix: route.prefix, slug: domain.branchPath }, site.links, { fromMarket: route.market }) : undefined),
      fleet: resolvePageLink('page:fleet', links) ?? (fleetSlug ? linkTo({ market: route.market, language: route.language, country: route.country, prefix: route.prefix, slug: fleetSlug }, site.links, { fromMarket: route.market }) : undefined),
    },
  }
}
