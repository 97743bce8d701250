import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { type Bundle, flattenBundle, LAST_FALLBACK_LOCALE } from '../../shared/i18n/createI18n.ts'
import { pluralBases, pluralKeyOf } from '../../shared/i18n/pluralForms.ts'
import { missingPluralForms, unusedPluralForms } from './checkPluralForms.ts'
import { joinPointer } from '../load/parseJsonSource.ts'
import type { JsonSource } from '../../model/jsonSource.ts'
import type { Project } from '../../model/project.ts'
import type { Tracked } from '../../model/tracked.ts'
import type { EffectiveMarket } from '../../model/effectiveMarket.ts'

type Report = (
  source: JsonSource,
  pointer: string,
  rule: string,
  message: string,
  options?: { suggestions?: string[]; atKey?: boolean },
) => void

/** The rules of the translation checks (this file and checkCodeTranslationKeys.ts): what `npm run i18n:check` lists. */
export const TRANSLATION_RULES = new Set([
  'keyNotInEnglish',
  'unusedPluralForm',
  'missingPluralForm',
  'placeholderMismatch',
  'unknownTranslationKey',
  'unknownTranslationGroup',
  'translationType',
])

/** The JSON pointer of a flattened bundle key ("a.b.c" is /a/b/c). */
export const keyPointer = (key: string) => joinPointer('', ...key.split('.'))

/** The {{placeholders}} of a text, sorted; a plural form may leave out {{count}} ("one offer"). */
const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).filter((name) => name !== 'count'))].sort().join(', ')

/**
 * Each bundle against en-US: a key en-US lacks (plural forms count as their en-US key when the bundle's language
 * uses them) is a typo or an addition made in the wrong place, a plural form the language never reads is dead, and
 * a text whose {{placeholders}} differ from the English prints "{{name}}" or nothing on the page.
 */
export function checkTranslationKeys(project: Project, report: Report): void {
  const english = project.bundles.get(LAST_FALLBACK_LOCALE)
  if (!english) return
  const englishKeys = flattenBundle(english.data)
  const bases = pluralBases(englishKeys.keys())
  for (const [locale, bundle] of project.bundles) {
    if (locale === LAST_FALLBACK_LOCALE) continue
    const keys = flattenBundle(bundle.data)
    for (const key of keys.keys()) {
      if (englishKeys.has(key) || pluralKeyOf(key, bases)) continue
      const suggestions = getMostSimilar(key, englishKeys.keys())
      report(
        bundle.source,
        keyPointer(key),
        'keyNotInEnglish',
        `"${key}" is not in en-US${didYouMean(suggestions) || ':'} (a typo, or add it to locales/${LAST_FALLBACK_LOCALE}/translations.json first)`,
        { suggestions, atKey: true },
      )
    }
    for (const key of unusedPluralForms(locale, bundle.data as Bundle, english.data as Bundle))
      report(
        bundle.source,
        keyPointer(key),
        'unusedPluralForm',
        `"${key}" is a plural form ${locale} does not use (Intl.PluralRules); remove it`,
        { atKey: true },
      )
    for (const [key, text] of keys) {
      const plural = pluralKeyOf(key, bases)
      const reference = englishKeys.get(plural ? `${plural.base}_other` : key)
      if (reference === undefined || placeholdersOf(reference) === placeholdersOf(text)) continue
      report(
        bundle.source,
        keyPointer(key),
        'placeholderMismatch',
        `names {{${placeholdersOf(text) || '–'}}} where en-US names {{${placeholdersOf(reference) || '–'}}}; use the same placeholders`,
      )
    }
  }
}

/** Every plural form a market language needs (Intl.PluralRules) in the bundles of its own language that translate the key. */
export function checkMarketPluralForms(project: Project, market: Tracked<EffectiveMarket>, report: Report): void {
  const bundles = new Map([...project.bundles].map(([locale, bundle]) => [locale, bundle.data as Bundle]))
  for (const entry of market.value.languages) {
    const path = `/${entry.language}-${market.value.code}/`
    const language = { path, locale: entry.locale, fallbackLocales: entry.fallbackLocales ?? [] }
    for (const { key, missing, bundle } of missingPluralForms(language, bundles)) {
      const source = project.bundles.get(bundle)!.source
      const present = [...flattenBundle(bundles.get(bundle)!).keys()].find((other) => pluralKeyOf(other, new Set([key]))?.base === key)
      report(
        source,
        keyPointer(present ?? key),
        'missingPluralForm',
        `"${key}" lacks the plural form(s) ${missing.join(', ')} that ${entry.locale} needs (${path}); add them`,
        { atKey: true },
      )
    }
  }
}
