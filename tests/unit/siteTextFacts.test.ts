// Protects the site's own texts against stating rules that are not the ones applied to the reader's booking (wave 35,
// branch sitefacts): the terms and the FAQ said "at least 21, 25 for vans", prepaid cancellation "48 hours" and a
// deposit back "within ten working days"; the rental information said the minimum age "starts at 18"; the help home,
// the airport promotion and the zen reservation page said "24 hours" for most bookings; "Rental information as of
// {{currentYear}}" showed the build year on a prerendered page. The rules come from the market seeds through the
// reference API (rentalConfigurationOf), the deposit days from the deposit page's text (appDeposit.p2). Each text is
// read as each market's visitors read it: their locale, then its fallbacks.
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from '../../api/model/defaultRates.ts'
import { rentalConfigurationOf } from '../../api/routes/rentalConfigurations.ts'
import { marketSeeds } from '../../api/seed/markets/marketSeeds.ts'
import { loadProject } from '../../engine/node/load/loadProject.ts'
import { marketCodes, resolveMarket } from '../../engine/node/resolve/resolveMarket.ts'
import { createI18n, flattenBundle, type Bundle } from '../../engine/shared/i18n/createI18n.ts'
import type { RentalConfiguration } from '../../features/web-api/index.ts'

const project = loadProject()
const bundles = Object.fromEntries([...project.bundles].map(([locale, bundle]) => [locale, bundle.data as Bundle]))

/** Every (market, language) the site builds: its country's rental rules and its texts as its pages resolve them. */
const readers = marketCodes(project).flatMap((code) => {
  const market = resolveMarket(project, code).value
  const rules = rentalConfigurationOf(marketSeeds().get(market.countryAlpha2)!)
  return market.languages.map(({ locale, fallbackLocales }) => {
    const i18n = createI18n(locale, bundles, fallbackLocales)
    return { name: `${locale} in ${market.countryAlpha2}`, rules, text: (key: string) => i18n.t(key, { skipInterpolation: true }) }
  })
})

/** The whole numbers a text states (a footnote marker "[^1]" and a link are not). */
const numbersIn = (text: string) => (text.replace(/\[\^\d+\]|\([^)]*\)/g, '').match(/\d+/g) ?? []).map(Number)
/** A markup text's "## " sections. */
const sectionsOf = (markup: string) => markup.split(/\n(?=## )/)
const prepaidHours = (rules: RentalConfiguration) => rules.rates.find((rate) => rate.id === 'now')!.freeCancellationHours

describe("the site's texts state the rules of the reader's market", () => {
  it('ages: the terms, the FAQ and the rental information name no age that is not a rule of the reader’s country, and name the young driver and category ages', () => {
    const wrong: string[] = []
    for (const { name, rules, text } of readers) {
      const ruleAges = new Set([
        rules.minimumDriverAge,
        rules.youngDriverAge,
        ...rules.categoryMinimumAges.map((entry) => entry.minimumAge),
      ])
      // The age sections are the ones naming the young driver age (the FAQ's "29 minutes" of grace is no age).
      const ageTexts = {
        terms: sectionsOf(text('legal.termsConditions.body')).filter((s) => numbersIn(s).includes(rules.youngDriverAge)),
        faq: sectionsOf(text('legal.faq.body')).filter((s) => numbersIn(s).includes(rules.youngDriverAge)),
        rentalInformation: [text('rentalInformation.age.p1')],
      }
      for (const [where, texts] of Object.entries(ageTexts)) {
        if (texts.length === 0) wrong.push(`${name}, ${where}: names no young driver age ${rules.youngDriverAge}`)
        const stray = texts.flatMap(numbersIn).filter((age) => age >= 16 && age <= 30 && !ruleAges.has(age))
        if (stray.length > 0) wrong.push(`${name}, ${where}: says ${stray.join(', ')}`)
      }
      for (const where of ['terms', 'faq'] as const) {
        const named = new Set(ageTexts[where].flatMap(numbersIn))
        const missing = rules.categoryMinimumAges.filter((entry) => !named.has(entry.minimumAge))
        if (missing.length > 0) wrong.push(`${name}, ${where}: no ${missing.map((e) => `${e.category} ${e.minimumAge}`).join(', ')}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('prepaid cancellation: every text that names hours names the reader’s own, and only hours some market has', () => {
    const marketHours = new Set([...marketSeeds().values()].map((seed) => prepaidHours(rentalConfigurationOf(seed))))
    const keys = [
      'legal.termsConditions.body',
      'legal.faq.body',
      'helpHome.changes.p1',
      'airportPromotion.content.p2',
      'zenReservation.next.p2',
    ]
    const wrong: string[] = []
    for (const { name, rules, text } of readers) {
      for (const key of keys) {
        const hours = numbersIn(text(key)).filter((n) => [12, 24, 36, 48, 72].includes(n))
        if (!hours.includes(prepaidHours(rules))) wrong.push(`${name}, ${key}: does not say ${prepaidHours(rules)} hours`)
        const foreign = hours.filter((n) => !marketHours.has(n))
        if (foreign.length > 0) wrong.push(`${name}, ${key}: says ${foreign.join(', ')} hours`)
      }
    }
    expect(wrong).toEqual([])
  })

  it("deposit: the terms and the FAQ give the deposit page's working days (appDeposit.p2)", () => {
    const wrong: string[] = []
    for (const { name, text } of readers) {
      const [, days, unit] = text('appDeposit.p2').match(/(\d+)\s+(\p{L}+)/u) ?? []
      if (!days) {
        wrong.push(`${name}: appDeposit.p2 names no number of days`)
        continue
      }
      for (const key of ['legal.termsConditions.body', 'legal.faq.body'])
        if (!text(key).includes(`${days} ${unit}`)) wrong.push(`${name}, ${key}: does not say "${days} ${unit}"`)
    }
    expect(wrong).toEqual([])
  })
})

describe("the site's texts stay true after the build", () => {
  it('no text says "{{currentYear}}" but a copyright notice: the year is filled in when the page is built', () => {
    const dated = Object.entries(bundles).flatMap(([locale, bundle]) =>
      [...flattenBundle(bundle)]
        .filter(([, value]) => value.replaceAll('© {{currentYear}}', '').includes('{{currentYear}}'))
        .map(([key]) => `${locale}: ${key}`),
    )
    expect(dated).toEqual([])
  })

  it('the default rates (a market seed without rates) are the pay-now terms most market seeds name', () => {
    const counts = new Map<string, number>()
    for (const seed of marketSeeds().values()) {
      const now = JSON.stringify(rentalConfigurationOf(seed).rates.find((rate) => rate.id === 'now'))
      counts.set(now, (counts.get(now) ?? 0) + 1)
    }
    const mostNamed = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
    expect(JSON.stringify(DEFAULT_RATES.find((rate) => rate.id === 'now'))).toBe(mostNamed)
  })
})
