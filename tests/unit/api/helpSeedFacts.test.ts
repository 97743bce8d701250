// Protects the help centre's facts against drifting from the site's own rules (wave 35, branch helpfacts): the help
// seeds said 18/21/25 and a young driver fee under 23, free prepaid cancellation until 48 hours before pickup in every
// market, a deposit back within 10 working days, 112 to American readers, "as of {{currentYear}}" and British English
// in en-US. Each fact is checked as a visitor reads it: every market's languages, through helpContent (country
// overrides included), against the market seed's rental rules, the deposit page's bundle text and the country's
// emergency number.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { helpContent, helpLocaleChain } from '../../../api/model/helpContent.ts'
import { rentalConfigurationOf } from '../../../api/routes/rentalConfigurations.ts'
import { helpSeeds, type HelpSeed } from '../../../api/seed/help/helpSeeds.ts'
import { marketSeeds } from '../../../api/seed/markets/marketSeeds.ts'
import { loadProject } from '../../../engine/node/load/loadProject.ts'
import { marketCodes, resolveMarket } from '../../../engine/node/resolve/resolveMarket.ts'

/**
 * The number to call when someone is hurt, per country the site has a market in (the ambulance number where the
 * country has no single one). A new market fails the test until its number is added here.
 */
const EMERGENCY_NUMBER: Record<string, string> = {
  US: '911',
  CA: '911',
  MX: '911',
  CR: '911',
  PA: '911',
  SA: '911',
  AR: '107',
  CO: '123',
  CL: '131',
  BR: '192',
  EG: '123',
  AE: '998',
  MA: '15',
  NO: '113',
  GB: '999',
  AU: '000',
  NZ: '111',
  SG: '995',
  AT: '112',
  BE: '112',
  CH: '112',
  CY: '112',
  DE: '112',
  DK: '112',
  EE: '112',
  ES: '112',
  FI: '112',
  FR: '112',
  GP: '112',
  HR: '112',
  HU: '112',
  IE: '112',
  IS: '112',
  IT: '112',
  LT: '112',
  LV: '112',
  MT: '112',
  NL: '112',
  PL: '112',
  PT: '112',
  RO: '112',
  SE: '112',
  SI: '112',
}

/** British spellings an American reader should not meet in en-US (its GB override is read only in Great Britain). */
const BRITISH = [
  /licence/i,
  /\btyres?\b/i,
  /windscreen/i,
  /\blitres?\b/i,
  /colour/i,
  /\bkerb/i,
  /\bhire\b/i,
  /motorway/i,
  /neighbour/i,
  /travell/i,
  /\bspelt\b/i,
  /refuelling/i,
  /car park/i,
  /\btonnes?\b/i,
  /gearbox/i,
  /filling station/i,
  /petrol/i,
  /\bboot\b/i,
  /holidays/i,
  /pick-up/i,
]

/** Every (country, language) the site builds, with the help seed file its visitors read first. */
function servedReaders(): { country: string; locale: string; seed: string }[] {
  const project = loadProject()
  return marketCodes(project).flatMap((code) => {
    const market = resolveMarket(project, code).value
    return (market.languages ?? []).map(({ locale }) => ({ country: market.countryAlpha2, locale, seed: helpLocaleChain(locale)[0] }))
  })
}
const readers = servedReaders()

const article = (country: string, locale: string, id: string) => {
  const found = helpContent('rent', locale, country).articles.find((entry) => entry.id === id)
  if (!found) throw new Error(`No help article "${id}" for ${locale} in ${country}.`)
  return found.body
}
/** The whole numbers a text states (a footnote marker "[^1]" is not one). */
const numbersIn = (text: string) => (text.replace(/\[\^\d+\]/g, '').match(/\d+/g) ?? []).map(Number)

function seedArticles(seed: HelpSeed) {
  return (['rent', 'ride'] as const).flatMap((centre) =>
    seed[centre].categories.flatMap((category) => category.sections.flatMap((section) => section.articles)),
  )
}

describe('help articles state the rental rules of the market that reads them', () => {
  it('ages: any age the age articles name is a rule of the reader’s country, and the young driver fee starts where the market says', () => {
    const wrong: string[] = []
    for (const { country, locale } of readers) {
      const rules = rentalConfigurationOf(marketSeeds().get(country)!)
      const rulesAges = new Set([
        rules.minimumDriverAge,
        rules.youngDriverAge,
        rules.youngDriverAge - 1,
        ...rules.categoryMinimumAges.map((entry) => entry.minimumAge),
      ])
      for (const id of ['minimum-age', 'young-drivers']) {
        const stray = numbersIn(article(country, locale, id)).filter((age) => age >= 16 && age <= 30 && !rulesAges.has(age))
        if (stray.length > 0) wrong.push(`${locale} in ${country}, ${id}: ${stray.join(', ')}`)
      }
      if (!new RegExp(`\\*\\*${rules.youngDriverAge}\\b`).test(article(country, locale, 'young-drivers')))
        wrong.push(`${locale} in ${country}, young-drivers: does not say the fee applies under ${rules.youngDriverAge}`)
    }
    expect(wrong).toEqual([])
  })

  it('prepaid cancellation: each reader sees the free-cancellation hours of their country, and no hours no market of that language has', () => {
    const hoursOf = (country: string) =>
      marketSeeds()
        .get(country)!
        .rates!.find((rate) => rate.id === 'now')!.freeCancellationHours
    const hoursBySeed = new Map<string, Set<number>>()
    for (const { country, seed } of readers) hoursBySeed.set(seed, (hoursBySeed.get(seed) ?? new Set()).add(hoursOf(country)))
    const wrong: string[] = []
    for (const { country, locale, seed } of readers) {
      for (const id of ['cancel-booking', 'cancellation-fees', 'prepaid-or-pay-later']) {
        const numbers = numbersIn(article(country, locale, id))
        if (!numbers.includes(hoursOf(country))) wrong.push(`${locale} in ${country}, ${id}: does not say ${hoursOf(country)} hours`)
        const foreign = numbers.filter((hours) => [12, 24, 36, 48, 72].includes(hours) && !hoursBySeed.get(seed)!.has(hours))
        if (foreign.length > 0) wrong.push(`${locale} in ${country}, ${id}: says ${foreign.join(', ')} hours`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('accidents: every reader is given the emergency number of their own country', () => {
    const wrong: string[] = []
    for (const { country, locale } of readers) {
      const number = EMERGENCY_NUMBER[country]
      if (!number) wrong.push(`${country}: no emergency number in this test's table`)
      else if (!article(country, locale, 'accident-what-to-do').includes(`**${number}**`))
        wrong.push(`${locale} in ${country}: does not give ${number}`)
    }
    expect(wrong).toEqual([])
  })
})

describe('help seeds agree with the site’s pages and stay true after the build', () => {
  it("deposit: the release article gives the deposit page's working days (appDeposit.p2) in each language", () => {
    const wrong: string[] = []
    for (const [locale, { seed }] of helpSeeds()) {
      const bundle = JSON.parse(readFileSync(`locales/${locale}/translations.json`, 'utf8')) as { appDeposit: { p2: string } }
      const days = numbersIn(bundle.appDeposit.p2)
      expect(days, `${locale}: appDeposit.p2 names one number of days`).toHaveLength(1)
      const body = seedArticles(seed).find((entry) => entry.id === 'deposit-release')!.body
      if (numbersIn(body).join() !== days.join())
        wrong.push(`${locale}: the article says ${numbersIn(body).join(', ')}, the page ${days[0]}`)
    }
    expect(wrong).toEqual([])
  })

  it('no help text says "{{currentYear}}": it is filled in when the page is built, so "as of" it would be wrong from the next year on', () => {
    const dated = [...helpSeeds()].flatMap(([locale, { seed }]) =>
      [...seedArticles(seed), ...Object.values(seed.countryOverrides ?? {}).flat()]
        .filter((entry) => entry.body.includes('{{currentYear}}'))
        .map((entry) => `${locale}: ${entry.id}`),
    )
    expect(dated).toEqual([])
  })

  it('en-US help is written in American English', () => {
    const { seed } = helpSeeds().get('en-US')!
    const { GB: _britishReaders, ...overrides } = seed.countryOverrides ?? {}
    const texts = [
      ...(['rent', 'ride'] as const).flatMap((centre) => [
        seed[centre].title,
        ...seed[centre].categories.flatMap((category) => [
          category.title,
          category.description,
          ...category.sections.flatMap((section) => [section.title]),
        ]),
      ]),
      ...[...seedArticles(seed), ...Object.values(overrides).flat()].flatMap((entry) => [entry.title, entry.body]),
    ]
    const british = texts.flatMap((text) =>
      BRITISH.filter((word) => word.test(text)).map((word) => `${word.source} in "${text.slice(0, 60)}"`),
    )
    expect(british).toEqual([])
  })
})
