import { displayDatePattern } from '../../engine/shared/format/displayDatePattern.ts'
import { VALUE_CHECKS } from '../../engine/node/validate/valueChecks.ts'
import { didYouMean, getMostSimilar } from '../../engine/shared/getMostSimilar.ts'
import { closestMarket } from './closestMarket.ts'
import { QUESTIONS, type AnswerProblem, type NewMarketAnswers, type QuestionField } from './newMarketAnswers.ts'
import type { ProjectFacts } from './projectFacts.ts'

/** Answers as typed or given as flags, before they are checked: field → text. */
export type RawAnswers = Partial<Record<QuestionField, string>> & { names?: Record<string, string> }

type Field = QuestionField
type Checked = { value: unknown } | { problem: AnswerProblem }

export const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
/** Every ISO 3166 alpha-2 code the JavaScript engine names: the candidates for "did you mean". */
const REGION_CODES = Array.from({ length: 26 * 26 }, (_, index) =>
  String.fromCharCode(97 + Math.floor(index / 26), 97 + (index % 26)),
).filter((code) => {
  const name = REGION_NAMES.of(code.toUpperCase())
  return name !== undefined && name !== code.toUpperCase() && name !== 'Unknown Region'
})

const refuse = (field: Field | 'flags', message: string, suggestions: string[] = []): Checked => ({
  problem: { field, message: message + didYouMean(suggestions), ...(suggestions.length ? { suggestions } : {}) },
})

export function localesOf(raw: RawAnswers): string[] {
  return (raw.locales ?? '')
    .split(',')
    .map((locale) => locale.trim())
    .filter(Boolean)
}

/**
 * The date pattern every page of these locales shows whatever the market says (SPEC §5 display formats by language,
 * engine/shared/format/displayDatePattern.ts); undefined when one of them shows the market's own pattern.
 */
export function fixedDatePattern(locales: string[]): string | undefined {
  if (locales.length === 0) return undefined
  const shown = new Set(locales.map((locale) => displayDatePattern(locale, MARKET_OWN)))
  const [only] = shown
  return shown.size === 1 && only !== MARKET_OWN ? only : undefined
}
/** A pattern no locale has: displayDatePattern answers it back when the market's own pattern is shown. */
const MARKET_OWN = '(market)'

/** The value a question offers when nothing is typed; undefined when the answer must be given. */
export function defaultFor(field: Field, raw: RawAnswers, facts: ProjectFacts): string | undefined {
  const code = raw.code?.toUpperCase() ?? ''
  const firstLocale = localesOf(raw)[0]
  switch (field) {
    case 'name':
      return code ? REGION_NAMES.of(code) : undefined
    case 'decimalSeparator':
      try {
        return firstLocale
          ? new Intl.NumberFormat(firstLocale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value
          : undefined
      } catch {
        return undefined
      }
    case 'from':
      return localesOf(raw).length
        ? closestMarket(facts, { locales: localesOf(raw), currency: raw.currency, decimalSeparator: raw.decimalSeparator })
        : undefined
    case 'datePattern':
      return fixedDatePattern(localesOf(raw)) ?? (raw.from ? facts.markets.get(raw.from)?.formats?.date : undefined)
    case 'city':
      return raw.name
    case 'airport':
      return raw.city
        ? raw.city
            .normalize('NFD')
            .replace(/[^A-Za-z]/g, '')
            .slice(0, 3)
            .toUpperCase() || undefined
        : undefined
    case 'eurRate':
      if (raw.currency === 'EUR') return '1'
      return String([...facts.seeds.values()].find((seed) => seed.currency === raw.currency)?.eurRate ?? '') || undefined
    default:
      return undefined
  }
}

/** Checks one answer given the answers before it; the typed value, or why it is refused with the closest valid values. */
export function checkAnswer(field: Field, text: string, raw: RawAnswers, facts: ProjectFacts): Checked {
  const value = text.trim()
  switch (field) {
    case 'code': {
      const code = value.toLowerCase()
      if (facts.exists(`markets/${code}.json`))
        return refuse(field, `markets/${code}.json already exists: edit that file, or choose a code no market has`)
      if (facts.exists(`api/seed/markets/${code}.json`))
        return refuse(field, `api/seed/markets/${code}.json already exists without a market document: remove it or choose another code`)
      if (!REGION_CODES.includes(code))
        return refuse(
          field,
          `"${value}" is not an ISO 3166 alpha-2 country code`,
          getMostSimilar(
            code,
            REGION_CODES.filter((candidate) => !facts.exists(`markets/${candidate}.json`)),
          ),
        )
      return { value: code }
    }
    case 'name':
      return value ? { value } : refuse(field, 'the country name is empty')
    case 'locales': {
      const locales = value
        .split(',')
        .map((locale) => locale.trim())
        .filter(Boolean)
      if (locales.length === 0) return refuse(field, 'name at least one language as a locale, such as "fr-LU"')
      const known = [
        ...new Set([
          ...facts.bundleLocales,
          ...[...facts.markets.values()].flatMap((market) => (market.languages ?? []).map((language) => language.locale)),
        ]),
      ]
      for (const locale of locales) {
        if (!/^[A-Za-z]{2}[-_][A-Za-z]{2}$/.test(locale))
          return refuse(
            field,
            `"${locale}" is not a locale: a two-letter language and a country, such as "fr-LU"`,
            getMostSimilar(locale, known),
          )
        const problem = VALUE_CHECKS.locale(locale)
        if (problem) {
          const dashed = locale.replace(/_/g, '-')
          const suggestions = problem.suggestions.length
            ? problem.suggestions
            : dashed !== locale && !VALUE_CHECKS.locale(dashed)
              ? [dashed]
              : getMostSimilar(locale, known)
          return refuse(field, `"${locale}": ${problem.message}`, suggestions)
        }
        const language = new Intl.Locale(locale).language
        if (!facts.englishKeys.has(`languages.${language}`))
          return refuse(
            field,
            `"${locale}": the language switcher names languages by the key languages.${language}, which en-US does not have; add it to locales/en-US/translations.json first`,
          )
      }
      if (new Set(locales.map((locale) => new Intl.Locale(locale).language)).size !== locales.length)
        return refuse(field, 'each language may appear once (the URL is /<language>-<country>/)')
      return { value: locales }
    }
    case 'currency': {
      const problem = VALUE_CHECKS.currency(value.toUpperCase())
      return problem ? { problem: { field, message: problem.message, suggestions: problem.suggestions } } : { value: value.toUpperCase() }
    }
    case 'decimalSeparator':
      return value === ',' || value === '.' ? { value } : refuse(field, `the decimal separator is "," or ".", not "${value}"`)
    case 'datePattern': {
      const problem = VALUE_CHECKS.datePattern(value)
      if (problem)
        return refuse(
          field,
          problem.message,
          getMostSimilar(value, ['dd.MM.yyyy', 'dd/MM/yyyy', 'MM/dd/yyyy', 'dd-MM-yyyy', 'yyyy-MM-dd'], 1),
        )
      // A pattern no page would show is refused rather than written and silently ignored.
      const fixed = fixedDatePattern(localesOf(raw))
      if (fixed && fixed !== value)
        return refuse(
          field,
          `pages in ${localesOf(raw).join(' and ')} show dates as ${fixed} whatever the market's pattern (the display formats by language of SPEC §5); leave --date-pattern out or give ${fixed}`,
          [fixed],
        )
      return { value }
    }
    case 'from':
      return facts.markets.has(value)
        ? { value }
        : refuse(field, `there is no market document markets/${value}.json to start from`, getMostSimilar(value, facts.markets.keys()))
    case 'countryAlpha3':
      return /^[A-Za-z]{3}$/.test(value)
        ? { value: value.toUpperCase() }
        : refuse(field, `"${value}" is not a three-letter ISO 3166 alpha-3 code such as "LUX"`)
    case 'countryCodeNumber':
      return /^[1-9]\d{0,3}$/.test(value.replace(/^\+/, ''))
        ? { value: Number(value.replace(/^\+/, '')) }
        : refuse(field, `"${value}" is not a telephone country code such as 352`)
    case 'city':
      return value ? { value } : refuse(field, 'the city is empty')
    case 'airport':
      return /^[A-Za-z]{3}$/.test(value)
        ? { value: value.toUpperCase() }
        : refuse(field, `"${value}" is not a three-letter IATA airport code such as "LUX"`)
    case 'coordinates': {
      const [lat, lon, ...rest] = value.split(',').map((part) => Number(part.trim()))
      const ok =
        rest.length === 0 &&
        Number.isFinite(lat) &&
        Number.isFinite(lon) &&
        Math.abs(lat) <= 90 &&
        Math.abs(lon) <= 180 &&
        value.includes(',')
      return ok ? { value: [lat, lon] } : refuse(field, `"${value}" is not "latitude,longitude" in degrees, such as "49.61,6.13"`)
    }
    case 'eurRate':
      return Number(value) > 0
        ? { value: Number(value) }
        : refuse(field, `"${value}" is not a positive number of ${raw.currency ?? 'currency'} units per euro`)
    default:
      return refuse('flags', `unknown answer ${field}`)
  }
}

/** Checks every answer in question order, filling defaults; all problems at once, so a script learns everything in one run. */
export function resolveAnswers(raw: RawAnswers, facts: ProjectFacts): { answers?: NewMarketAnswers; problems: AnswerProblem[] } {
  const filled: RawAnswers = { ...raw }
  const answers: Record<string, unknown> = { names: raw.names ?? {} }
  const problems: AnswerProblem[] = []
  for (const { field, flag } of QUESTIONS) {
    const text = filled[field] ?? defaultFor(field, filled, facts)
    if (text === undefined || text === '') {
      problems.push({ field, message: `--${flag} is missing` })
      continue
    }
    filled[field] = text
    const checked = checkAnswer(field, text, filled, facts)
    if ('problem' in checked) problems.push(checked.problem)
    else answers[field] = checked.value
  }
  for (const locale of Object.keys(raw.names ?? {})) {
    if (!facts.bundlesWithMarkets.includes(locale))
      problems.push({
        field: 'names',
        message: `--name-${locale}: there is no bundle locales/${locale}/translations.json with a "markets" section${didYouMean(getMostSimilar(locale, facts.bundlesWithMarkets))}`,
        suggestions: getMostSimilar(locale, facts.bundlesWithMarkets),
      })
  }
  return problems.length ? { problems } : { answers: answers as unknown as NewMarketAnswers, problems }
}
