import type { MarketDocument } from '../../engine/shared/types/market.gen.ts'
import type { NewMarketAnswers } from './newMarketAnswers.ts'
import type { ProjectFacts } from './projectFacts.ts'

type Language = NonNullable<MarketDocument['languages']>[number]

/** The bundle a language without its own falls back to: the language's main bundle (fr-FR for fr-LU), else what the start market uses. */
function fallbacksOf(locale: string, facts: ProjectFacts, start: MarketDocument): string[] | undefined {
  if (facts.bundleLocales.includes(locale)) return undefined
  const language = locale.split('-')[0]
  const main = `${language}-${language.toUpperCase()}`
  const sameLanguage = facts.bundleLocales.includes(main)
    ? main
    : facts.bundleLocales.find((candidate) => candidate.startsWith(`${language}-`))
  if (sameLanguage) return [sameLanguage]
  return start.languages?.find((entry) => entry.language === language)?.fallbackLocales
}

/**
 * Rewrites the start market's own addresses for the new one: be.example.com → lu.example.com, plus-support@be… →
 * plus-support@lu…, /nl-be/ → /fr-lu/.
 */
function rewriteFor(value: string, from: string, code: string, language: string): string {
  return value
    .replaceAll(`//${from}.example.com`, `//${code}.example.com`)
    .replaceAll(`@${from}.example.com`, `@${code}.example.com`)
    .replace(new RegExp(`/(ios|android)/${from}$`), `/$1/${code}`)
    .replace(new RegExp(`^/[a-z]{2}-${from}/`), `/${language}-${code}/`)
}

/**
 * The abstract market that holds a language's defaults (`_french` for fr; `_english`, not `_en-gb`, which extends
 * it): the one of that language that extends no other of it; the root (`_base`) when the language has none.
 */
export function languageBaseOf(language: string, facts: ProjectFacts): string {
  const abstract = [...facts.markets].filter(([, market]) => market.abstract)
  const speakers = abstract.filter(([, market]) => market.langAlpha2 === language).map(([code]) => code)
  const base = speakers.find((code) => !speakers.includes(facts.extendsOf.get(code) ?? ''))
  return base ?? abstract.find(([code]) => !facts.extendsOf.get(code))![0]
}

/**
 * The paths of a market whose first language differs from the start market's: a path the start market writes with
 * its own prefix is rewritten (/de-ch/services → /fr-lu/services); a product line's path is kept (whether the country
 * offers it is the reference API's to say: scaffoldMarket checks); any other path of the start market that its
 * language base does not have is language-specific (German legal paths, German auto-club pages) and takes the new
 * language base's value, "" where that base has no such page.
 */
function pathsForAnotherLanguage(answers: NewMarketAnswers, facts: ProjectFacts, first: string): Record<string, string> {
  const start = facts.markets.get(answers.from)!
  const startBase = facts.markets.get(languageBaseOf(start.langAlpha2, facts))!.paths as Record<string, string>
  const newBase = facts.markets.get(languageBaseOf(first, facts))!.paths as Record<string, string>
  const prefixed = new RegExp(`^/[a-z]{2}-${answers.from}/`)
  return Object.fromEntries(
    Object.entries(start.paths as Record<string, string>).map(([key, value]) => {
      if (prefixed.test(value)) return [key, rewriteFor(value, answers.from, answers.code, first)]
      if (facts.productLinePaths.has(key)) return [key, value]
      if (value === startBase[key]) return [key, newBase[key] ?? value]
      return [key, newBase[key] ?? '']
    }),
  )
}

/** Only the entries of `wanted` that differ from `inherited`; undefined when nothing differs. */
function differences<T extends Record<string, unknown>>(wanted: T, inherited: Record<string, unknown> | undefined): Partial<T> | undefined {
  const changed = Object.entries(wanted).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(inherited?.[key]))
  return changed.length ? (Object.fromEntries(changed) as Partial<T>) : undefined
}

function rewrittenSection(
  section: Record<string, unknown> | undefined,
  from: string,
  code: string,
  language: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(section ?? {}).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, rewriteFor(value, from, code, language)]] : [],
    ),
  )
}

/**
 * The new market's document: it extends the start market and writes only what differs from it after inheritance.
 * `leftOut` names the paths of product lines the market does not offer (the reference API answers 404 for its
 * country: scaffoldMarket finds them), written "" so their pages are not built.
 */
export function marketDocumentFor(
  answers: NewMarketAnswers,
  facts: ProjectFacts,
  leftOut: readonly string[] = [],
): Record<string, unknown> {
  const start = facts.markets.get(answers.from)!
  const languages: Language[] = answers.locales.map((locale) => {
    const fallbackLocales = fallbacksOf(locale, facts, start)
    return { language: locale.split('-')[0], locale, ...(fallbackLocales ? { fallbackLocales } : {}) }
  })
  const first = languages[0].language
  const langAlpha3 =
    first === start.langAlpha2 ? start.langAlpha3 : [...facts.markets.values()].find((market) => market.langAlpha2 === first)?.langAlpha3
  const wanted: Record<string, unknown> = {
    languages,
    acceptLanguage: [...new Set(answers.locales.flatMap((locale) => [locale, locale.split('-')[0]]))],
    langAlpha2: first,
    ...(langAlpha3 ? { langAlpha3 } : {}),
    languageSwitcher: languages.map(({ language }) => ({ translationKey: `languages.${language}`, value: language })),
    defaultCurrency: answers.currency,
  }
  // Slugs follow the language: a market whose first language differs from the start market's takes them from one that speaks it.
  const speaker =
    first === start.langAlpha2 ? undefined : [...facts.markets.values()].find((market) => market.langAlpha2 === first && market.slugs)
  const slugs = speaker ? differences(speaker.slugs as Record<string, unknown>, start.slugs as Record<string, unknown>) : undefined
  const formats = differences({ decimalSeparator: answers.decimalSeparator, date: answers.datePattern }, start.formats)
  const links = differences(rewrittenSection(start.links, answers.from, answers.code, first), start.links)
  const wantedPaths =
    first === start.langAlpha2
      ? rewrittenSection(start.paths, answers.from, answers.code, first)
      : pathsForAnotherLanguage(answers, facts, first)
  for (const key of leftOut) wantedPaths[key] = ''
  const paths = differences(wantedPaths, start.paths)
  return {
    $schema: '../schemas/market.schema.json',
    extends: answers.from,
    countryAlpha2: answers.code.toUpperCase(),
    countryAlpha3: answers.countryAlpha3,
    countryCodeNumber: answers.countryCodeNumber,
    name: `markets.${answers.code}`,
    // A national domain (SPEC §2: tag manager, store links, privacy paths) belongs to its own country only.
    ...(start.domain ? { domain: null } : {}),
    ...differences(wanted, start as unknown as Record<string, unknown>),
    ...(formats ? { formats } : {}),
    ...(slugs ? { slugs } : {}),
    // Every contact of the start market is rewritten, so none of its mailboxes is inherited (plus-support@ch…).
    support: {
      ...rewrittenSection(start.support, answers.from, answers.code, first),
      phoneDisplay: `+${answers.countryCodeNumber} 800 000 0000`,
      phoneDial: `+${answers.countryCodeNumber}8000000000`,
      mail: `support@${answers.code}.example.com`,
    },
    ...(links ? { links } : {}),
    ...(paths ? { paths } : {}),
  }
}

/** A value on one line, spaced as people write it: { "language": "fr", "locale": "fr-LU" }. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, child]) => `${JSON.stringify(key)}: ${inlineJson(child)}`)
    return entries.length ? `{ ${entries.join(', ')} }` : '{}'
  }
  return JSON.stringify(value)
}

/** One field per line, short arrays and objects on one line: the way the hand-written market documents read. */
export function marketDocumentText(document: Record<string, unknown>): string {
  const lines = Object.entries(document).map(([key, value]) => {
    const inline = inlineJson(value)
    if (inline.length <= 110 || typeof value !== 'object' || Array.isArray(value)) return `  ${JSON.stringify(key)}: ${inline}`
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([child, childValue]) => `    ${JSON.stringify(child)}: ${inlineJson(childValue)}`,
    )
    return `  ${JSON.stringify(key)}: {\n${entries.join(',\n')}\n  }`
  })
  return `{\n${lines.join(',\n')}\n}\n`
}
