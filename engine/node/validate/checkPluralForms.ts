import { flattenBundle, LAST_FALLBACK_LOCALE, type Bundle } from '../../shared/i18n/createI18n.ts'
import { pluralBases, pluralCategoriesOf, pluralKeyOf } from '../../shared/i18n/pluralForms.ts'

/** One language of one market, as the translation runtime reads it: the locale, then its fallbacks, en-US last. */
export interface MarketLanguage {
  path: string
  locale: string
  fallbackLocales: string[]
}

const languageOf = (locale: string) => locale.split('-')[0]

/**
 * Each bundle's keys flattened once per validation, not once per market language that reads it (the build's fixed
 * cost, issue 28 §2: a third of a second on the whole site). By the bundle object: a bundle read again is another.
 */
const flattenedBundles = new WeakMap<Bundle, Map<string, string>>()
const englishBases = new WeakMap<Bundle, Set<string>>()

function flattened(bundle: Bundle): Map<string, string> {
  let keys = flattenedBundles.get(bundle)
  if (!keys) {
    keys = flattenBundle(bundle)
    flattenedBundles.set(bundle, keys)
  }
  return keys
}

function basesOf(english: Bundle): Set<string> {
  let bases = englishBases.get(english)
  if (!bases) {
    bases = pluralBases(flattened(english).keys())
    englishBases.set(english, bases)
  }
  return bases
}

/** A plural key in a bundle with a category its language does not have (Polish "_two"): the translation runtime would never read it. */
export function unusedPluralForms(locale: string, bundle: Bundle, english: Bundle): string[] {
  const bases = basesOf(english)
  const categories = new Set(pluralCategoriesOf(locale))
  return [...flattened(bundle).keys()].filter((key) => {
    const plural = pluralKeyOf(key, bases)
    return plural !== undefined && !categories.has(plural.category)
  })
}

/**
 * Plural forms a page language needs (Intl.PluralRules) that the bundles in its own language lack, for
 * every plural key those bundles translate at all: "3 oferty" needs "_few", and without it a Polish page
 * would mix Polish and English or, in a micro-app, show the raw key. A key no bundle of the language
 * translates simply falls back to English, as any untranslated key does.
 */
export function missingPluralForms(
  language: MarketLanguage,
  bundles: Map<string, Bundle>,
): { key: string; missing: string[]; bundle: string }[] {
  const english = bundles.get(LAST_FALLBACK_LOCALE)
  if (!english) return []
  const chain = [language.locale, ...language.fallbackLocales].filter(
    (locale) => languageOf(locale) === languageOf(language.locale) && bundles.has(locale),
  )
  if (chain.length === 0 || languageOf(language.locale) === languageOf(LAST_FALLBACK_LOCALE)) return []
  const chainKeys = chain.map((locale) => ({ locale, keys: flattened(bundles.get(locale)!) }))
  const own = new Set(chainKeys.flatMap(({ keys }) => [...keys.keys()]))
  const categories = pluralCategoriesOf(language.locale)
  return [...basesOf(english)].flatMap((base) => {
    const present = categories.filter((category) => own.has(`${base}_${category}`))
    if (present.length === 0) return []
    const missing = categories.filter((category) => !own.has(`${base}_${category}`))
    // The forms belong beside the ones the language has: the first bundle of the chain that translates the key.
    const bundle = chainKeys.find(({ keys }) => categories.some((category) => keys.has(`${base}_${category}`)))!.locale
    return missing.length > 0 ? [{ key: base, missing: missing.map((category) => `${base}_${category}`), bundle }] : []
  })
}
