/**
 * Plural keys as i18next writes them: a base ("phoenix.offerCount") and one key per plural category
 * ("…_one", "…_few", "…_other"). en-US names the bases (by their "_other" key); each language needs the
 * categories Intl.PluralRules gives it (Polish: one, few, many, other; Arabic: zero, one, two, few, many, other).
 */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

export type PluralCategory = Intl.LDMLPluralRule

/** The plural categories of a locale, "other" always among them. */
export function pluralCategoriesOf(locale: string): PluralCategory[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories
}

/** The plural bases of a set of keys: every key with an "_other" form, without the suffix. */
export function pluralBases(keys: Iterable<string>): Set<string> {
  return new Set([...keys].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)))
}

/** The base and category of a plural key of one of `bases`, or undefined for an ordinary key. */
export function pluralKeyOf(key: string, bases: Set<string>): { base: string; category: PluralCategory } | undefined {
  const match = PLURAL_SUFFIX.exec(key)
  if (!match) return undefined
  const base = key.slice(0, match.index)
  return bases.has(base) ? { base, category: match[1] as PluralCategory } : undefined
}
