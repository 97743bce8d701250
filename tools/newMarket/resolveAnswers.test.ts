// The scaffolder refuses bad answers with the reason and "did you mean", before anything is written.
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { readProjectFacts } from './projectFacts.ts'
import { checkAnswer, defaultFor, resolveAnswers, type RawAnswers } from './resolveAnswers.ts'

const facts = readProjectFacts(REPO_ROOT)
const luxembourg: RawAnswers = {
  code: 'lu',
  locales: 'fr-LU,de-LU',
  currency: 'EUR',
  countryAlpha3: 'LUX',
  countryCodeNumber: '352',
  coordinates: '49.61,6.13',
}

describe('checkAnswer', () => {
  it.each([
    ['code', 'de', 'markets/de.json already exists'],
    ['code', 'xq', '"xq" is not an ISO 3166 alpha-2 country code'],
    ['currency', 'EUX', '"EUX" is not an ISO 4217 currency code; did you mean "EUR"'],
    ['locales', 'fr-LU,de_LU', '"de_LU" is not a BCP 47 locale such as "de-CH"; did you mean "de-LU"?'],
    ['locales', 'sr-Latn-RS', '"sr-Latn-RS" is not a locale: a two-letter language and a country'],
    ['locales', 'EUR', '"EUR" is not a locale'],
    ['locales', 'fr-lu', 'must be written "fr-LU"'],
    ['locales', 'fr-LU,xx-LU', '"xx" is not an ISO 639 language code'],
    ['locales', 'fr-LU,fr-BE', 'each language may appear once'],
    ['datePattern', 'DD.MM.YYYY', 'uses "Y" (the week-numbering year'],
    ['datePattern', 'dd.mm.yyyy', 'uses "m" (minutes)'],
    ['from', 'bee', 'there is no market document markets/bee.json to start from; did you mean "be"'],
    ['decimalSeparator', ';', 'the decimal separator is "," or "."'],
    ['coordinates', '49.61', 'is not "latitude,longitude"'],
  ] as const)('%s %s is refused: %s', (field, value, message) => {
    const checked = checkAnswer(field, value, {}, facts)
    expect('problem' in checked && checked.problem.message).toContain(message)
  })

  it('accepts what a market manager types and normalises the case', () => {
    expect(checkAnswer('code', 'LU', {}, facts)).toEqual({ value: 'lu' })
    expect(checkAnswer('currency', 'eur', {}, facts)).toEqual({ value: 'EUR' })
    expect(checkAnswer('countryCodeNumber', '+352', {}, facts)).toEqual({ value: 352 })
  })
})

// Issue 28 §5: the date pattern answered for a French-, German-, Spanish- or Dutch-speaking market was written and
// silently ignored, since pages in those languages show the pattern SPEC §5 gives them.
describe('the date pattern a market manager answers is the one its pages show', () => {
  it('refuses a pattern French and German pages would not show, naming the one they do', () => {
    const checked = checkAnswer('datePattern', 'dd/MM/yyyy', { locales: 'fr-LU,de-LU' }, facts)
    expect('problem' in checked && checked.problem).toMatchObject({
      message: expect.stringContaining('pages in fr-LU and de-LU show dates as dd.MM.yyyy'),
      suggestions: ['dd.MM.yyyy'],
    })
    expect(checkAnswer('datePattern', 'dd.MM.yyyy', { locales: 'fr-LU,de-LU' }, facts)).toEqual({ value: 'dd.MM.yyyy' })
  })

  it("offers the languages' own pattern, and the start market's where a language has none", () => {
    expect(defaultFor('datePattern', { locales: 'nl-LU', from: 'ch' }, facts)).toBe('dd-MM-yyyy')
    expect(defaultFor('datePattern', { locales: 'pl-LU', from: 'pl' }, facts)).toBe(facts.markets.get('pl')!.formats.date)
    expect(checkAnswer('datePattern', 'yyyy-MM-dd', { locales: 'pl-LU' }, facts)).toEqual({ value: 'yyyy-MM-dd' })
  })
})

describe('defaults', () => {
  it("offers the English name, the locale's decimal separator and the closest market", () => {
    expect(defaultFor('name', { code: 'lu' }, facts)).toBe('Luxembourg')
    expect(defaultFor('decimalSeparator', { locales: 'fr-LU' }, facts)).toBe(',')
    expect(defaultFor('decimalSeparator', { locales: 'en-IE' }, facts)).toBe('.')
    expect(defaultFor('from', { locales: 'fr-LU,de-LU', currency: 'EUR' }, facts)).toBe('ch')
    expect(defaultFor('from', { locales: 'de-LI', currency: 'CHF' }, facts)).toBe('de')
    expect(defaultFor('eurRate', { currency: 'CHF' }, facts)).toBe('0.95')
  })
})

describe('resolveAnswers', () => {
  it('fills every default and types the answers', () => {
    const { answers, problems } = resolveAnswers(luxembourg, facts)
    expect(problems).toEqual([])
    expect(answers).toMatchObject({
      code: 'lu',
      name: 'Luxembourg',
      locales: ['fr-LU', 'de-LU'],
      from: 'ch',
      decimalSeparator: ',',
      city: 'Luxembourg',
      airport: 'LUX',
      coordinates: [49.61, 6.13],
      eurRate: 1,
    })
  })

  it('lists every problem at once, missing answers by their flag', () => {
    const { answers, problems } = resolveAnswers({ code: 'de', locales: 'fr-LU', currency: 'EUX', names: { 'fr-XX': 'Luxembourg' } }, facts)
    expect(answers).toBeUndefined()
    expect(problems.map((problem) => problem.message)).toEqual([
      'markets/de.json already exists: edit that file, or choose a code no market has',
      expect.stringContaining('"EUX" is not an ISO 4217 currency code; did you mean "EUR"'),
      '--alpha3 is missing',
      '--phone-code is missing',
      '--coordinates is missing',
      '--eur-rate is missing',
      expect.stringContaining(
        '--name-fr-XX: there is no bundle locales/fr-XX/translations.json with a "markets" section; did you mean "fr-FR"',
      ),
    ])
  })
})
