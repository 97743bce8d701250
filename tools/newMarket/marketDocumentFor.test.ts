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

  it('takes slugs of the new first language when the start market speaks another', () => {
    const document = marketDocumentFor(answersFor({ code: 'lu', locales: 'fr-LU', currency: 'EUR', from: 'be' }), facts)
    expect(document).toMatchObject({
      langAlpha2: 'fr',
      slugs: { stationFinder: 'agences' },
      paths: { services: '/fr-lu/services' },
    })
    expect(document).not.toHaveProperty('domain')
  })

  // Issue 28 §5: Luxembourg started from Switzerland carried German legal paths, the German auto-club page and a
  // Swiss mailbox into a French-speaking market.
  it("carries none of a start market's language-specific paths or mailboxes into a market of another language", () => {
    const document = marketDocumentFor(answersFor({ code: 'lu', locales: 'fr-LU,de-LU', currency: 'EUR', from: 'ch' }), facts)
    expect(document.paths).toEqual({
      privacy: '/privacy',
      imprint: '/imprint',
      autoClubs: '',
      services: '/fr-lu/services',
      funnel: '/fr-lu/funnel',
    })
    expect(document.support).toMatchObject({ mail: 'support@lu.example.com', plusMail: 'plus-support@lu.example.com' })
    expect(JSON.stringify(document)).not.toMatch(/ch\.example\.com|informationen/)
  })

  it('writes a product line the reference API does not offer as left out', () => {
    const document = marketDocumentFor(answersFor({ code: 'lu', locales: 'fr-LU', currency: 'EUR', from: 'ch' }), facts, ['plus'])
    expect(document.paths).toMatchObject({ plus: '' })
  })

  it('writes parseable JSON', () => {
    const document = marketDocumentFor(answersFor({ code: 'lu', locales: 'fr-LU,de-LU', currency: 'EUR' }), facts)
    expect(JSON.parse(marketDocumentText(document))).toEqual(document)
  })
})
