// The new market's document says only what differs from the market it extends, and names no other country's addresses.
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { marketDocumentFor, marketDocumentText } from './marketDocumentFor.ts'
import { readProjectFacts } from './projectFacts.ts'
import { resolveAnswers } from './resolveAnswers.ts'

const facts = readProjectFacts(REPO_ROOT)
const answersFor = (raw: Record<string, string>) =>
  resolveAnswers({ countryAlpha3: 'XXX', countryCodeNumber: '999', coordinates: '1,1', ...raw }, facts).answers!

describe('marketDocumentFor', () => {
  it('extends Austria for Liechtenstein and repeats nothing Austria has', () => {
    const document = marketDocumentFor(
      answersFor({ code: 'li', locales: 'de-LI', currency: 'EUR', from: 'at', decimalSeparator: ',' }),
      facts,
    )
    expect(document).toMatchObject({
      extends: 'at',
      countryAlpha2: 'LI',
      name: 'markets.li',
      domain: null,
      languages: [{ language: 'de', locale: 'de-LI', fallbackLocales: ['de-DE'] }],
    })
    expect(document).not.toHaveProperty('formats')
    expect(document).not.toHaveProperty('slugs')
    expect(document).not.toHaveProperty('defaultCurrency')
    expect(JSON.stringify(document)).not.toContain('at.example.com')
  })

  it('takes slugs and formats of the new first language when the start market speaks another', () => {
    const document = marketDocumentFor(
      answersFor({ code: 'lu', locales: 'fr-LU', currency: 'EUR', from: 'be', datePattern: 'dd/MM/yyyy' }),
      facts,
    )
    expect(document).toMatchObject({
      langAlpha2: 'fr',
      formats: { date: 'dd/MM/yyyy' },
      slugs: { stationFinder: 'agences' },
      paths: { services: '/fr-lu/services' },
    })
    expect(document).not.toHaveProperty('domain')
  })

  it('writes parseable JSON', () => {
    const document = marketDocumentFor(answersFor({ code: 'lu', locales: 'fr-LU,de-LU', currency: 'EUR' }), facts)
    expect(JSON.parse(marketDocumentText(document))).toEqual(document)
  })
})
