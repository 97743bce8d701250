import { fallbackChain } from '../../../engine/shared/i18n/createI18n.ts'
import { pagePath } from '../../../engine/shared/linkTo.ts'
import type { SiteIndex } from '../../../engine/model/siteIndex.ts'
import type { TranslationTexts } from '../../shared/studioApi.ts'
import { keyPosition, type BundleTextIndex } from './bundleTextIndex.ts'

/**
 * One key's text in every bundle, and which market languages show each locale's text: a market language reads its
 * locale, then its fallbacks, and shows the first that has the text; a locale without the text is listed for the
 * market languages that would show it once it is written there.
 */
export function translationTexts(
  index: SiteIndex,
  bundles: ReadonlyMap<string, BundleTextIndex>,
  markupKeys: ReadonlySet<string>,
  key: string,
): TranslationTexts {
  const markup = markupKeys.has(key)
  const texts = [...bundles.values()].map(({ locale, source, texts }) => {
    const text = texts.get(key)
    return text === undefined
      ? { locale, file: source.file, markup }
      : { locale, file: source.file, text, from: keyPosition(source, key), markup }
  })
  const shownIn = new Map<string, string[]>([...bundles.keys()].map((locale) => [locale, []]))
  for (const market of index.markets.values()) {
    const { countryAlpha2, pathPrefix, languages } = market.value
    for (const { language, locale, fallbackLocales = [] } of languages) {
      // The market language's address prefix, as its pages' paths start ("fr-ch").
      const prefix = pagePath({ language, country: countryAlpha2.toLowerCase(), prefix: pathPrefix, slug: '' }).slice(1, -1)
      for (const candidate of [locale, ...fallbackChain(locale, fallbackLocales, (l) => bundles.has(l))]) {
        shownIn.get(candidate)?.push(prefix)
        if (bundles.get(candidate)?.texts.has(key)) break
      }
    }
  }
  return { key, texts, shownIn: [...shownIn].map(([locale, routes]) => ({ locale, routes })) }
}
