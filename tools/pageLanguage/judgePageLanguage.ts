import { francAll } from 'franc'

/** The site's 20 languages (BCP 47 primary subtag) as franc names them (ISO 639-3, the macrolanguage's standard variety). */
export const FRANC_CODES: Readonly<Record<string, string>> = {
  ar: 'arb',
  da: 'dan',
  de: 'deu',
  en: 'eng',
  es: 'spa',
  et: 'ekk',
  fi: 'fin',
  fr: 'fra',
  hr: 'hrv',
  hu: 'hun',
  it: 'ita',
  lt: 'lit',
  lv: 'lvs',
  // The Norwegian market's pages say "no"; their texts are Bokmål (its bundle is nb-NO).
  nb: 'nob',
  no: 'nob',
  nl: 'nld',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  sl: 'slv',
  sv: 'swe',
}

const LANGUAGE_OF_CODE = new Map(
  Object.entries(FRANC_CODES)
    .filter(([language]) => language !== 'no')
    .map(([language, code]) => [code, language]),
)

/** Only the site's languages compete: franc then never names Bosnian for Croatian or Nynorsk for Bokmål. */
const ONLY = [...new Set(Object.values(FRANC_CODES))]

/**
 * Fewer words than this and the page is "too short" to judge. Trigram detection needs text: below about twenty
 * words a list of place names or a heading and a button tell franc more about the words than about the language.
 */
export const MIN_WORDS = 20

/**
 * Languages so close in writing that franc's trigram models do not separate them on a page's few hundred words:
 * on the site's own, correct pages Bokmål reads as Danish on 38 of 128 Norwegian pages, Portuguese as Spanish and
 * Slovenian as Croatian now and then. Between siblings a page passes when franc ranks its language within
 * SIBLING_TIE of the best; the check cannot tell a Danish text under no-NO, and says so in docs/site-features.md.
 */
const SIBLINGS: readonly (readonly string[])[] = [
  ['dan', 'nob'],
  ['por', 'spa'],
  ['hrv', 'slv'],
]
/** The lowest score (franc's, 1 for the best) a sibling language reaches on the site's correct pages is 0.96. */
export const SIBLING_TIE = 0.95
/**
 * Between any two languages, a score this close to the best is a tie franc cannot decide (50 words of English ride
 * help read 1.000 Danish, 0.996 English); an English article under another language scores far lower (Polish 0.80, French 0.96).
 */
export const NEAR_TIE = 0.99

const areSiblings = (a: string, b: string) => SIBLINGS.some((group) => group.includes(a) && group.includes(b))

export type PageLanguageVerdict =
  | { status: 'matched'; language: string; words: number; nearTie?: string }
  | { status: 'too-short'; language: string; words: number }
  | { status: 'mismatched'; language: string; detected: string; words: number }
  | { status: 'unknown-language'; language: string; words: number }

/** A word that is not a word of any language: a code ("LHR", "A3"), a number, an address on the web or for mail. */
const NOT_LANGUAGE = /^(?:.*\d.*|[\p{Lu}]{2,}|\S*[@/:.]\S*\S)$/u

/**
 * The words franc should judge: brand names (the company's and the car makers', the same in every language) and
 * codes taken out, punctuation-only tokens dropped.
 */
export function languageWords(text: string, names: readonly string[]): string[] {
  let rest = ` ${text} `
  for (const name of [...names].sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'), ' ')
  return rest
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => /\p{L}/u.test(token) && !NOT_LANGUAGE.test(token))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Which language a page's main text is in, against the language its `<html lang>` claims ("pl-PL"). */
export function judgePageLanguage(page: { lang: string; text: string }, names: readonly string[] = []): PageLanguageVerdict {
  const language = page.lang.split(/[-_]/)[0].toLowerCase()
  const words = languageWords(page.text, names)
  const expected = FRANC_CODES[language]
  if (!expected) return { status: 'unknown-language', language, words: words.length }
  if (words.length < MIN_WORDS) return { status: 'too-short', language, words: words.length }
  const scores = francAll(words.join(' '), { only: ONLY, minLength: 1 })
  const [best] = scores[0]
  if (best === expected) return { status: 'matched', language, words: words.length }
  const score = scores.find(([code]) => code === expected)?.[1] ?? 0
  if (score >= (areSiblings(best, expected) ? SIBLING_TIE : NEAR_TIE))
    return { status: 'matched', language, words: words.length, nearTie: LANGUAGE_OF_CODE.get(best) ?? best }
  return { status: 'mismatched', language, detected: LANGUAGE_OF_CODE.get(best) ?? best, words: words.length }
}
