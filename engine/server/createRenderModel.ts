import type { i18n } from 'i18next'
import { resolveHref, type PageEnv } from '../shared/PageEnv.tsx'
import { displayDatePattern } from '../shared/format/displayDatePattern.ts'
import { DEFAULT_TENANT_ID } from '../shared/api/ApiContext.ts'
import { resolveApiSettings } from '../shared/api/apiSettings.ts'
import { resolveLayoutName } from '../shared/layoutNames.ts'
import { linkTo, linkToMarketChooser } from '../shared/linkTo.ts'
import type { FooterDocument } from '../shared/types/footer.gen.ts'
import type { LayoutDocument } from '../shared/types/layout.gen.ts'
import type { NavigationDocument } from '../shared/types/navigation.gen.ts'
import type { Block } from '../shared/types/page.gen.ts'
import { alternatesOf, pageLinksFor, type Route, type SiteIndex } from '../node/buildSiteIndex.ts'
import type { EffectiveMarket } from '../node/resolveMarket.ts'
import { createChromeModel, type ChromeModel } from './createChromeModel.ts'
import { i18nFor } from './translations.ts'

export interface Alternate {
  hreflang: string
  href: string
}

export interface LanguageLink {
  language: string
  /** Translation key of the language's name (market languageSwitcher translationKey). */
  labelKey: string
  href: string
  current: boolean
}

/** Everything needed to render one page of one market and language. */
export interface RenderModel {
  route: Route
  env: PageEnv
  i18n: i18n
  title: string
  description: string
  canonical: string
  alternates: Alternate[]
  languageLinks: LanguageLink[]
  layout: LayoutDocument
  navigation: NavigationDocument
  footer: FooterDocument
  blocks: Block[]
  /** Header, menu, product-line tabs, footer, consent and error-page links, resolved for this market. */
  chrome: ChromeModel
}

/**
 * The market's language switcher (SPEC §3): each entry goes to its redirectLink, else to this page in
 * that language, else to the market's start page in that language. Without entries: every language the page has.
 */
function languageLinksFor(site: SiteIndex, route: Route, entries: EffectiveMarket['languageSwitcher']): LanguageLink[] {
  const sameMarket = site.routes.filter((target) => target.market === route.market)
  const hrefOf = (target: Route) => linkTo({ ...target, slug: target.page.value.slug }, site.links, { fromMarket: route.market })
  const switcher = entries ?? alternatesOf(site, route.pageId).filter((t) => t.market === route.market).map((t) => ({ value: t.language, translationKey: `languages.${t.language}`, redirectLink: undefined }))
  return switcher.flatMap((entry) => {
    const target = sameMarket.find((t) => t.pageId === route.pageId && t.language === entry.value) ?? sameMarket.find((t) => t.pageId === 'start' && t.language === entry.value)
    const redirect = entry.redirectLink ? resolveHref(entry.redirectLink, { links: pageLinksFor(site, route.market, entry.value) }) : undefined
    const href = redirect ?? (target ? hrefOf(target) : undefined)
    return href ? [{ language: entry.value, labelKey: entry.translationKey, href, current: entry.value === route.language }] : []
  })
}

export function createRenderModel(site: SiteIndex, route: Route): RenderModel {
  const market = site.markets.get(route.market)!.value
  const languageEntry = market.languages.find((entry) => entry.language === route.language)!
  const i18n = i18nFor(site, route.locale, languageEntry.fallbackLocales)
  const page = route.page.value
  const layoutDocument = site.project.layouts.get(resolveLayoutName(page.layout))!.data
  const absolute = (target: Route) => linkTo({ ...target, slug: target.page.value.slug }, site.links, { absolute: true })
  const alternates = alternatesOf(site, route.pageId).map((target) => ({ hreflang: `${target.language}-${target.country.toUpperCase()}`, href: absolute(target) }))
  const languageLinks = languageLinksFor(site, route, market.languageSwitcher)
  const env: PageEnv = {
    market: route.market,
    country: route.country,
    language: route.language,
    locale: route.locale,
    dir: route.language === 'ar' ? 'rtl' : 'ltr',
    currency: market.defaultCurrency,
    brandName: site.project.site!.data.brandName,
    formats: { ...market.formats, date: displayDatePattern(route.locale, market.formats.date!) } as PageEnv['formats'],
    hiddenCurrencies: market.flags?.hideCurrencies ?? [],
    initialDate: market.initialDate as PageEnv['initialDate'],
    marketChooserHref: linkToMarketChooser(site.links),
    links: pageLinksFor(site, route.market, route.language),
    api: {
      ...resolveApiSettings(site.project.site!.data.api, process.env),
      acceptLanguage: `${route.language}-${route.country.toUpperCase()}`,
      tenantId: market.tenantId ?? DEFAULT_TENANT_ID,
    },
  }
  return {
    route,
    env,
    i18n,
    title: `${i18n.t(page.title)} | ${env.brandName}`,
    description: i18n.t(page.description),
    canonical: absolute(route),
    alternates,
    languageLinks,
    layout: layoutDocument,
    navigation: site.project.navigations.get(market.navigation)!.data,
    footer: site.project.footers.get(market.footer)!.data,
    blocks: page.blocks,
    chrome: createChromeModel(site, route, market, env.links, page.productLine),
  }
}
