import type { ProjectFacts } from './projectFacts.ts'

/**
 * The market document a new market most likely shares most with: the same languages count most (slugs,
 * formats and fallbacks follow the language), then the same currency and decimal separator. Concrete markets
 * win ties over abstract ones, since they carry links and paths a new market copies.
 */
export function closestMarket(
  facts: ProjectFacts,
  wanted: { locales: string[]; currency?: string; decimalSeparator?: string },
): string | undefined {
  const languages = wanted.locales.map((locale) => locale.split('-')[0])
  let best: { code: string; score: number } | undefined
  for (const [code, market] of [...facts.markets].sort(([a], [b]) => a.localeCompare(b))) {
    const marketLanguages = (market.languages ?? []).map((language) => language.language)
    let score = 0
    languages.forEach((language, index) => {
      if (marketLanguages.includes(language)) score += index === 0 ? 8 : 4
    })
    if (marketLanguages[0] === languages[0]) score += 2
    if (market.languages?.length === languages.length) score += 1
    if (wanted.currency && market.defaultCurrency === wanted.currency) score += 1
    if (wanted.decimalSeparator && market.formats?.decimalSeparator === wanted.decimalSeparator) score += 1
    if (!market.abstract) score += 0.5
    // The language's home market (de-DE for de) over one that extends it (at).
    if (market.languages?.[0]?.locale === `${languages[0]}-${languages[0].toUpperCase()}`) score += 0.25
    if (!best || score > best.score) best = { code, score }
  }
  return best?.code
}
