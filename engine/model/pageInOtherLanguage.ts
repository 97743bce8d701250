import { linkTo } from '../shared/linkTo.ts'
import type { OtherLanguageLink } from '../shared/PageEnv.tsx'
import type { Route } from './route.ts'
import type { SiteIndex } from './siteIndex.ts'

/**
 * Where a page the market does not publish in the visitor's language can be read (issue 27 §1: a text not written in
 * a language is not published under it, and links lead to it in a language the market offers): the same page link
 * in the market's other languages (in the market's order), else in the locales the market language falls back to
 * for its texts ("fallbackLocales": pl-PL's is en-GB), else the first English route of the same brand. `undefined`
 * when no such page exists anywhere.
 */
export function pageInOtherLanguage(
  site: SiteIndex,
  from: Pick<Route, 'market' | 'language'>,
  link: string,
): OtherLanguageLink | undefined {
  const targets = site.byPageLink.get(link) ?? []
  const market = site.markets.get(from.market)?.value
  const brandOf = (route: Route) => site.markets.get(route.market)?.value.brandName
  const sameBrand = targets.filter((route) => brandOf(route) === market?.brandName)
  const localeOf = (route: Route) => `${route.language}-${route.country.toUpperCase()}`
  const languages = market?.languages ?? []
  const fallbackLocales = languages.find((entry) => entry.language === from.language)?.fallbackLocales ?? []
  const target =
    languages
      .filter((entry) => entry.language !== from.language)
      .map((entry) => targets.find((route) => route.market === from.market && route.language === entry.language))
      .find(Boolean) ??
    fallbackLocales.map((locale) => sameBrand.find((route) => localeOf(route) === locale)).find(Boolean) ??
    sameBrand.find((route) => route.language === 'en')
  if (!target) return undefined
  return { href: linkTo({ ...target, slug: target.page.value.slug }, site.links, { fromMarket: from.market }), hreflang: localeOf(target) }
}
