import { describe, expect, it } from 'vitest'
import { helpSearchTerm } from './helpSearchTerm.ts'

/** Three forms of one word per language of the site (issue 27 §2): each language's search meets them at one term. */
const FORMS: Record<string, [string, string, string]> = {
  'ar-AE': ['الحجز', 'حجز', 'بالحجز'],
  'da-DK': ['depositum', 'depositummet', 'depositummer'],
  'de-DE': ['Kaution', 'Kautionen', 'kaution'],
  'en-US': ['deposit', 'deposits', 'Deposit'],
  'es-ES': ['reserva', 'reservas', 'Reserva'],
  'et-EE': ['tagatis', 'tagatise', 'tagatist'],
  'fi-FI': ['takuumaksu', 'takuumaksun', 'takuumaksua'],
  'fr-FR': ['réservation', 'réservations', 'reservation'],
  'hr-HR': ['rezervacija', 'rezervacije', 'rezervaciju'],
  'hu-HU': ['foglalás', 'foglalást', 'foglalások'],
  'it-IT': ['prenotazione', 'prenotazioni', 'Prenotazione'],
  'lt-LT': ['užstatas', 'užstato', 'užstatą'],
  'lv-LV': ['depozīts', 'depozīta', 'depozītu'],
  'nb-NO': ['depositum', 'depositumet', 'depositumer'],
  'nl-NL': ['reservering', 'reserveringen', 'Reservering'],
  'pl-PL': ['kaucja', 'kaucji', 'kaucję'],
  'pt-BR': ['reserva', 'reservas', 'Reservas'],
  'ro-RO': ['garanție', 'garanția', 'garanției'],
  'sl-SI': ['varščina', 'varščine', 'varščino'],
  'sv-SE': ['deposition', 'depositionen', 'depositioner'],
}

describe('helpSearchTerm: the help search stems and folds per language', () => {
  it.each(Object.entries(FORMS))('%s: three forms of a word meet at one term', (locale, forms) => {
    const term = helpSearchTerm(locale)
    expect(new Set(forms.map(term)).size).toBe(1)
  })

  it('folds diacritics after stemming, so a query typed without them finds the word', () => {
    expect(helpSearchTerm('pl-PL')('kaucję')).toBe(helpSearchTerm('pl-PL')('kaucje'))
    expect(helpSearchTerm('de-DE')('Führerschein')).toBe(helpSearchTerm('de-DE')('fuhrerschein'))
  })

  it('stems by the language, not by one language for all: English endings are not cut from a Polish word', () => {
    expect(helpSearchTerm('en-US')('reservations')).toBe('reserv')
    expect(helpSearchTerm('pl-PL')('rezerwacja')).toBe('rezer')
    expect(helpSearchTerm('no-NO')('depositumet')).toBe('depositum')
  })
})
