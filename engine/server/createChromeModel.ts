import type { EffectiveMarket } from '../model/effectiveMarket.ts'
import type { Route } from '../model/route.ts'
import type { SiteIndex } from '../model/siteIndex.ts'
import { linkTargetAttributes } from '../shared/linkTarget.ts'
import { linkTo, pagePath } from '../shared/linkTo.ts'
import type { DomainDocument } from '../shared/types/domain.gen.ts'
import { resolvePageLink, type PageLinks, type SinglePageId } from '../shared/pageLink.ts'
import type { FooterDocument } from '../shared/types/footer.gen.ts'
import type { NavigationDocument } from '../shared/types/navigation.gen.ts'
import type { LayoutDocument } from '../shared/types/layout.gen.ts'
import { analyticsContainerId } from '../shared/runtime/analyticsContainer.ts'
import { groupNavigation } from '../chrome/menu/groupNavigation.ts'
import { buildDate } from './buildDate.ts'
import { resolveChromeHref } from './resolveChromeHref.ts'
import { domainUrlHref, marketLinkHref, type MarketLinkKey } from './marketLinkHref.ts'
import type { ChromeLink, ChromeModel } from '../model/chromeModel.ts'

/** The local stand-in for the tag manager: production points this at the vendor's loader. */
export const TAG_MANAGER_SRC = '/consent/tag-manager.js'
/** The local stand-in for the vendor's consent loader (SPEC §7), loaded before the tag manager. */
export const CONSENT_LOADER_SRC = '/consent/consent-loader.js'
export const DEFAULT_COOKIE_PREFIX = 'sx_'

/** The market link of each product-line tab (SPEC §2), used where the tab names no page the market builds. */
const PRODUCT_LINK: Record<string, MarketLinkKey> = {
  'rent-car': 'rentCar',
  'rent-truck': 'rentTruck',
  ride: 'ride',
  share: 'share',
  charge: 'charge',
  plus: 'plus',
}

/** The menu of a page: the layout's own menu document (ride, SPEC §2) where it names one, else the market's. */
function navigationOf(site: SiteIndex, market: EffectiveMarket, layout?: LayoutDocument): NavigationDocument {
  return (
    (layout?.navigation ? site.project.navigations.get(layout.navigation)?.data : undefined) ??
    site.project.navigations.get(market.navigation)!.data
  )
}

/**
 * The third-party scripts of the consent flow (SPEC §7): the consent loader runs first, then the tag manager
 * with the page's container. Both are local stand-ins until production points the constants at the vendors.
 */
function consentScripts(
  market: EffectiveMarket,
  domain: DomainDocument | undefined,
  route: Route,
  layout?: LayoutDocument,
): Pick<ChromeModel['consent'], 'tagManagerSrc' | 'consentLoaderSrc'> {
  const containerId = analyticsContainerId({
    domain,
    locale: route.locale,
    marketLocales: market.languages.map((entry) => entry.locale),
    generation: layout?.analyticsGeneration,
    analytics: market.analytics,
  })
  if (!containerId) return {}
  const consentId = market.consentId ? `?id=${encodeURIComponent(market.consentId)}` : ''
  return {
    consentLoaderSrc: `${CONSENT_LOADER_SRC}${consentId}`,
    tagManagerSrc: `${TAG_MANAGER_SRC}?id=${encodeURIComponent(containerId)}`,
  }
}

function loginArea(navigation: NavigationDocument, link: (title: string, url: string | undefined) => ChromeLink[]): ChromeModel['login'] {
  const login = navigation.login ? link(navigation.login.title, navigation.login.url)[0] : undefined
  const account = navigation.login?.account
  if (!login || !account) return login
  return {
    ...login,
    account: {
      title: account.title,
      logoutTitle: account.logout_title,
      sessionPath: account.session_path,
      logoutPath: account.logout_path,
    },
  }
}

export function createChromeModel(
  site: SiteIndex,
  route: Route,
  market: EffectiveMarket,
  links: PageLinks,
  productLine?: string,
  layout?: LayoutDocument,
): ChromeModel {
  const navigation = navigationOf(site, market, layout)
  const footer: FooterDocument = site.project.footers.get(market.footer)!.data
  const domain: DomainDocument | undefined = market.domain ? site.project.domains.get(market.domain)?.data : undefined
  const href = (url: string | undefined) => resolveChromeHref(url, links, route)
  const link = (title: string, url: string | undefined, target?: number | string): ChromeLink[] => {
    const resolved = href(url)
    return resolved ? [{ title, href: resolved, ...linkTargetAttributes(target) }] : []
  }
  const groups = groupNavigation(navigation.nav_list)
    .map((group) => ({
      title: group.title,
      links: group.links.flatMap((item) =>
        link(item.title, item.url, item.target).map((l) => ({ ...l, gapAfter: item.gap_after === true })),
      ),
    }))
    .filter((group) => group.links.length > 0)
  const productLineTabs = (navigation.product_line_tab ?? []).flatMap((tab) => {
    const marketLink = PRODUCT_LINK[tab.heading] ? marketLinkHref(site, route, market, PRODUCT_LINK[tab.heading], links) : undefined
    const resolved = href(tab.url) ?? marketLink
    return resolved ? [{ heading: tab.heading, title: tab.title, href: resolved, active: tab.heading === productLine }] : []
  })
  const marketOrDomain = (field: 'appStore' | 'playStore') => market.links?.[field] || domain?.[field]
  // SPEC §2: a national domain's privacy, imprint and FAQ paths come first (a root path is the market's own
  // page there, built at the same market path), then the market's own legal page, then the market's link.
  // A domain's full URL is this market's own page where the site builds one at its path (issue 26: no link leaves
  // the site for a page it builds).
  const legalHref = (field: 'privacy' | 'imprint' | 'faq', pageId: SinglePageId) =>
    (domain?.[field] && domainUrlHref(site, route, domain[field], links)) ||
    (links[`page:${pageId}`] ? `page:${pageId}` : marketLinkHref(site, route, market, field, links))
  const home =
    resolvePageLink('page:start', links) ?? pagePath({ language: route.language, country: route.country, prefix: route.prefix, slug: '' })
  const fleetSlug = market.slugs?.fleet?.split('/{')[0]
  return {
    menu: { label: navigation.navigation_text, groups, columnsFrom: groups.length > 4 ? 'lg' : 'md' },
    login: loginArea(navigation, link),
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
      // SPEC §4, §8: the container follows the domain and the generation the page's layout declares; none for an unknown domain or locale.
      ...consentScripts(market, domain, route, layout),
    },
    notFound: {
      home,
      // The branch directory and fleet pages (pages/branches.json, pages/fleet.json) where the market has them.
      branches:
        resolvePageLink('page:branches', links) ??
        (domain
          ? linkTo(
              { market: route.market, language: route.language, country: route.country, prefix: route.prefix, slug: domain.branchPath },
              site.links,
              { fromMarket: route.market },
            )
          : undefined),
      fleet:
        resolvePageLink('page:fleet', links) ??
        (fleetSlug
          ? linkTo(
              { market: route.market, language: route.language, country: route.country, prefix: route.prefix, slug: fleetSlug },
              site.links,
              { fromMarket: route.market },
            )
          : undefined),
    },
  }
}
