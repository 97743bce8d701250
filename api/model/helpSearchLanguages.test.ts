import { describe, expect, it } from 'vitest'
import { helpSeeds } from '../seed/help/helpSeeds.ts'
import { helpContent } from './helpContent.ts'
import { searchHelp } from './helpSearch.ts'

/**
 * Search in the visitor's language (issue 27 §2): in every language the help centre is written in, three ways a
 * visitor asks about the deposit (the word, an inflected form, typed without diacritics or with another ending)
 * find the deposit article among the first three results.
 */
const DEPOSIT_QUERIES: Record<string, [string, string, string]> = {
  'ar-AE': ['التأمين', 'تأمين', 'مبلغ التأمين'],
  'da-DK': ['depositum', 'depositummet', 'hvor stort depositum'],
  'de-DE': ['Kaution', 'Kautionen', 'kaution hohe'],
  'en-US': ['deposit', 'deposits', 'how much deposit'],
  'es-ES': ['fianza', 'fianzas', 'cuanto fianza'],
  'et-EE': ['tagatisraha', 'tagatisrahast', 'tagatisraha suurus'],
  'fi-FI': ['takuumaksu', 'takuumaksun', 'takuumaksua'],
  'fr-FR': ['caution', 'cautions', 'montant caution'],
  'hr-HR': ['polog', 'pologa', 'koliki polog'],
  'hu-HU': ['kaució', 'kauciót', 'kaucio'],
  'it-IT': ['deposito cauzionale', 'cauzione', 'depositi'],
  'lt-LT': ['užstatas', 'užstato', 'uzstata'],
  'lv-LV': ['drošības nauda', 'drošības naudu', 'drosibas nauda'],
  'nb-NO': ['depositum', 'depositumet', 'hvor stort depositum'],
  'nl-NL': ['borg', 'borgen', 'hoe hoog borg'],
  'pl-PL': ['kaucja', 'kaucji', 'kaucję'],
  'pt-BR': ['caução', 'caucao', 'valor da caução'],
  'pt-PT': ['caução', 'cauções', 'caucao'],
  'ro-RO': ['garanție', 'garanția', 'garantia'],
  'sl-SI': ['varščina', 'varščine', 'varscino'],
  'sv-SE': ['deposition', 'depositionen', 'hur stor deposition'],
}

describe('help search in the language of its content', () => {
  it('has queries for every language the help centre is written in', () => {
    expect(Object.keys(DEPOSIT_QUERIES).sort()).toEqual([...helpSeeds().keys()].sort())
  })

  describe.each(Object.entries(DEPOSIT_QUERIES))('%s', (locale, queries) => {
    const content = helpContent('rent', locale, locale.slice(3))
    it.each(queries)('"%s" finds the deposit article', (query) => {
      const { results } = searchHelp(content, query, 3)
      expect(results.map((hit) => hit.id)).toContain('deposit-amount')
    })
  })

  it('marks the words of the text the stems matched, not the stems', () => {
    const { results } = searchHelp(helpContent('rent', 'de-DE', 'DE'), 'Kautionen', 3)
    const hit = results.find((result) => result.id === 'deposit-amount')!
    expect(hit.terms).toContain('kaution')
    expect(hit.terms).not.toContain('kautionen')
  })
})
