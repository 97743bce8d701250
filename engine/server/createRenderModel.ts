import { resolveHref, type PageEnv } from '../shared/PageEnv.tsx'
import { displayDatePattern } from '../shared/format/displayDatePattern.ts'
import { resolveApiSettings } from '../shared/api/apiSettings.ts'
import { resolveLayoutName } from '../shared/layoutNames.ts'
import { linkTo, linkToMarketChooser } from '../shared/linkTo.ts'
import type { EffectiveMarket } from '../model/effectiveMarket.ts'
import { isIndexable, pageReferenceOf, type Route } from '../model/route.ts'
import { alternatesOf, hreflangAlternatesOf, pageLinksFor, routeOf, type SiteIndex } from '../model/siteIndex.ts'
import { composePageTitle } from './composePageTitle.ts'
import { createChromeModel } from './createChromeModel.ts'
import { pageInOtherLanguage } from '../model/pageInOtherLanguage.ts'
import { i18nFor } from './translations.ts'
import { marketTextValues } from '../shared/i18n/marketTextValues.ts'
import type { BlockDataByPlace } from '../model/blockDataByRoute.ts'
import type { LanguageLink } from '../model/chromeModel.ts'
import type { Alternate, RenderModel } from '../model/renderModel.ts'

/**
 * The market's language switcher (SPEC §3): each entry goes to its redirectLink, else to this page in
 * that language, else to the market's start page in that language. Without entries: every language the page has.
 */
function languageLinksFor(site: SiteIndex, route: Route, entries: EffectiveMarket['languageSwitcher']): LanguageLink[] {
  const hrefOf = (target: Route) => linkTo({ ...target, slug: target.page.value.slug }, site.links, { fromMarket: route.market })
  const switcher =
    entries ??
    alternatesOf(site, route)
      .filter((t) => t.market === route.market)
      .map((t) => ({ value: t.language, translationKey: `languages.${t.language}`, redirectLink: undefined }))
  return switcher.flatMap((entry) => {
    const target = routeOf(site, route.market, entry.value, route) ?? routeOf(site, route.market, entry.value, { pageId: 'start' })
    const redirect = entry.redirectLink
      ? resolveHref(entry.redirectLink, { links: pageLinksFor(site, route.market, entry.value) })
      : undefined
    const href = redirect ?? (target ? hrefOf(target) : undefined)
    return href ? [{ language: entry.value, labelKey: entry.translationKey, href, current: entry.value === route.language }] : []
  })
}

const alternatesByPage = new WeakMap<SiteIndex, Map<string, Alternate[]>>()

/** Every route of a page has the same alternates (up to one per market language): listed once per page and brand. */
function hreflangAlternatesFor(site: SiteIndex, route: Route, absolute: (target: Route) => string): Alternate[] {
  let byPage = alternatesByPage.get(site)
  if (!byPage) {
    byPage = new Map()
    alternatesByPage.set(site, byPage)
  }
  const key = `${pageReferenceOf(route)} ${site.markets.get(route.market)?.value.brandName ?? ''}`
  let alternates = byPage.get(key)
  if (!alternates) {
    alternates = hreflangAlternatesOf(site, route).map((target) => ({
      hreflang: `${target.language}-${target.country.toUpperCase()}`,
      href: absolute(target),
    }))
    byPage.set(key, alternates)
  }
  return alternates
}

export function createRenderModel(site: SiteIndex, route: Route, blockData: BlockDataByPlace = new Map()): RenderModel {
  const market = site.markets.get(route.market)!.value
  const languageEntry = market.languages.find((entry) => entry.language === route.language)!
  const formats = { ...market.formats, date: displayDatePattern(route.locale, market.formats.date!) } as PageEnv['formats']
  const i18n = i18nFor(
    site,
    route.locale,
    languageEntry.fallbackLocales,
    marketTextValues({ language: route.language, country: route.country, formats, currency: market.defaultCurrency }),
  )
  const page = route.page.value
  const layoutDocument = site.project.layouts.get(resolveLayoutName(page.layout))!.data
  const absolute = (target: Route) => linkTo({ ...target, slug: target.page.value.slug }, site.links, { absolute: true })
  const alternates = hreflangAlternatesFor(site, route, absolute)
  const languageLinks = languageLinksFor(site, route, market.languageSwitcher)
  const env: PageEnv = {
    market: route.market,
    country: route.country,
    language: route.language,
    locale: route.locale,
    dir: route.language === 'ar' ? 'rtl' : 'ltr',
    currency: market.defaultCurrency,
    // A partner brand's market names its own brand (SPEC §3 tenants); the others show the site's.
    brandName: market.brandName ?? site.project.site!.data.brandName,
    formats,
    hiddenCurrencies: market.flags?.hideCurrencies ?? [],
    initialDate: market.initialDate as PageEnv['initialDate'],
    marketChooserHref: linkToMarketChooser(site.links),
    origin: site.links.marketOrigins?.[route.market] ?? site.links.origin,
    links: pageLinksFor(site, route.market, route.language),
    otherLanguageLink: (link) => pageInOtherLanguage(site, route, link),
    support: market.support,
    shouldHideWrittenReviews: market.flags?.shouldHideWrittenReviews ?? false,
    account: {
      hideAccountTabs: market.flags?.hideAccountTabs ?? [],
      isManageBookingsHidden: market.flags?.isManageBookingsHidden ?? false,
      isManageSubscriptionsHidden: market.flags?.isManageSubscriptionsHidden ?? false,
      enableSocialLogin: market.flags?.enableSocialLogin ?? false,
      openHelpCenterEntryPoint: market.flags?.openHelpCenterEntryPoint ?? false,
    },
    api: {
      ...resolveApiSettings(site.project.site!.data.api, process.env),
      acceptLanguage: `${route.language}-${route.country.toUpperCase()}`,
      tenantId: market.tenantId,
    },
    analyticsGeneration: layoutDocument.analyticsGeneration,
  }
  return {
    route,
    env,
    i18n,
    // A generated page's title and description keys may name its item: "Car rental {{item}}".
    title: composePageTitle({ title: i18n.t(page.title, { item: route.item?.title }), item: route.item?.title, brand: env.brandName }),
    description: route.item?.description ?? i18n.t(page.description, { item: route.item?.title }),
    canonical: absolute(route),
    alternates,
    indexable: isIndexable(route),
    languageLinks,
    layout: layoutDocument,
    blocks: page.blocks,
    chrome: createChromeModel(site, route, market, env.links, page.productLine, layoutDocument),
    blockData,
  }
}
