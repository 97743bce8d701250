/** SPEC §5 display formats by locale; these win over the market's own pattern. */
const LOCALE_PATTERNS: Record<string, string> = {
  'en-GB': 'dd/MM/yyyy',
  'en-AU': 'dd/MM/yyyy',
  'en-US': 'MM/dd/yyyy',
  'en-NZ': 'MM/dd/yyyy',
}

const LANGUAGE_PATTERNS: Record<string, string> = {
  de: 'dd.MM.yyyy',
  es: 'dd.MM.yyyy',
  fr: 'dd.MM.yyyy',
  nl: 'dd-MM-yyyy',
}

/** The date pattern a page shows: the locale's (§5) where the spec gives one, else the market's (§3). */
export function displayDatePattern(locale: string, marketPattern: string): string {
  return LOCALE_PATTERNS[locale] ?? LANGUAGE_PATTERNS[locale.slice(0, 2)] ?? marketPattern
}
