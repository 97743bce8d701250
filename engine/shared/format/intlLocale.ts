/**
 * The Intl locale of a market language: the page's language in the market's country ("fr" in "ch" is
 * "fr-CH"), which is not always the translation bundle's locale (Swiss French pages use fr-FR texts).
 * Intl takes digits, grouping, month names and where the currency goes from it.
 */
export function intlLocaleOf(env: { language: string; country: string }): string {
  return `${env.language}-${env.country.toUpperCase()}`
}
