import { LAST_FALLBACK_LOCALE, flattenBundle, type Bundle } from '../../engine/shared/i18n/createI18n.ts'

const placeholdersOf = (text: string) => new Set([...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim()))

/**
 * What is wrong with the mail bundles (locales/<locale>/mail.json), one line each, for npm run i18n:check: a mail
 * text is in every locale (a mail must not fall back to English mid-sentence), with no key English lacks, and with
 * the same placeholders as English (a mail that names {{number}} where English has {{reference}} shows "{{number}}").
 */
export function mailBundleProblems(
  bundles: ReadonlyMap<string, Bundle>,
  file = (locale: string) => `locales/${locale}/mail.json`,
): string[] {
  const english = bundles.get(LAST_FALLBACK_LOCALE)
  if (!english) return [`${file(LAST_FALLBACK_LOCALE)}: missing; every other locale's mail texts are checked against it`]
  const reference = flattenBundle(english)
  const problems: string[] = []
  for (const [locale, bundle] of bundles) {
    if (locale === LAST_FALLBACK_LOCALE) continue
    const texts = flattenBundle(bundle)
    for (const [key, text] of reference) {
      const translated = texts.get(key)
      if (translated === undefined) {
        problems.push(`${file(locale)}: "${key}" is missing (en-US: "${text}")`)
        continue
      }
      const wanted = [...placeholdersOf(text)].sort().join(', ')
      const found = [...placeholdersOf(translated)].sort().join(', ')
      if (wanted !== found) problems.push(`${file(locale)}: "${key}" has the placeholders {${found}}, en-US has {${wanted}}`)
    }
    for (const key of texts.keys()) if (!reference.has(key)) problems.push(`${file(locale)}: "${key}" is not a key of en-US's mail texts`)
  }
  return problems
}
