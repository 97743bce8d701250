// The language check over the built pages (issue 27, "Done when" 1) fails a page whose main text is in another
// language than its `<html lang>`: an English help article published under pl-PL is the failure it exists for.
import { describe, expect, test } from 'vitest'
import { judgePageLanguage, languageWords, MIN_WORDS } from './judgePageLanguage.ts'
import { formatLanguageTable, languageRows } from './languageTable.ts'
import { mainText } from './mainText.ts'

const page = (lang: string, main: string, around = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>t</title><script type="application/ld+json">{"name":"Rentaro car hire"}</script></head>` +
  `<body><header><a href="/">Rentaro home page and menu</a></header>${around}<main id="main">${main}</main><footer>Footer words in English</footer></body></html>`

const ENGLISH_ARTICLE = `<h1>How do I book a car?</h1><p>Booking takes about three minutes. You need the pick-up branch, the dates and the
  age of the main driver.</p><ol><li>Choose your pick-up branch and, if you return elsewhere, the return branch.</li><li>Pick the
  dates and times.</li><li>Choose a vehicle category and the protection you want.</li><li>Enter the driver's details and confirm.</li></ol>
  <p>You get a confirmation email with your booking number within a few minutes.</p>`

const POLISH_ARTICLE = `<h1>Jak zarezerwować samochód?</h1><p>Rezerwacja zajmuje około trzech minut. Potrzebujesz oddziału odbioru, dat i
  wieku głównego kierowcy.</p><ol><li>Wybierz oddział odbioru, a jeśli oddajesz samochód gdzie indziej, także oddział zwrotu.</li>
  <li>Wybierz daty i godziny.</li><li>Wybierz kategorię pojazdu i ochronę, której potrzebujesz.</li><li>Wpisz dane kierowcy i potwierdź.</li></ol>
  <p>W ciągu kilku minut otrzymasz e-mail z potwierdzeniem i numerem rezerwacji.</p>`

const NORWEGIAN_ARTICLE = `<h1>Hvilke kort godtar dere?</h1><p>Vi godtar de vanlige kredittkortene: Visa, Mastercard og American Express.
  Kortet må stå i hovedsjåførens navn og være gyldig gjennom hele leieperioden. Depositumet reserveres på kortet ved henting og frigis
  når bilen er levert tilbake uten skader. Du kan betale leien med debetkort i de fleste land, men depositumet krever et kredittkort.</p>`

describe('judgePageLanguage', () => {
  test('an English article under lang="pl-PL" is a mismatch, detected as English', () => {
    expect(judgePageLanguage(mainText(page('pl-PL', ENGLISH_ARTICLE)))).toMatchObject({
      status: 'mismatched',
      language: 'pl',
      detected: 'en',
    })
  })

  test('the same article in Polish under lang="pl-PL" matches', () => {
    expect(judgePageLanguage(mainText(page('pl-PL', POLISH_ARTICLE)))).toMatchObject({ status: 'matched', language: 'pl' })
  })

  test('Bokmål under the Norwegian market\'s "no-NO" matches (nb and no name the same texts)', () => {
    expect(judgePageLanguage(mainText(page('no-NO', NORWEGIAN_ARTICLE)))).toMatchObject({ status: 'matched', language: 'no' })
  })

  test('English under a sibling language is still a mismatch: the sibling tolerance is for Danish/Bokmål, not English', () => {
    expect(judgePageLanguage(mainText(page('nb-NO', ENGLISH_ARTICLE)))).toMatchObject({ status: 'mismatched', detected: 'en' })
    expect(judgePageLanguage(mainText(page('pt-BR', ENGLISH_ARTICLE)))).toMatchObject({ status: 'mismatched', detected: 'en' })
  })

  test(`a main text under ${MIN_WORDS} words is too short to judge, whatever its language`, () => {
    expect(judgePageLanguage(mainText(page('pl-PL', '<h1>Page not found</h1><p>Try the home page.</p>')))).toMatchObject({
      status: 'too-short',
    })
  })

  test('a language the site does not serve is reported, not passed', () => {
    expect(judgePageLanguage(mainText(page('tr-TR', POLISH_ARTICLE)))).toMatchObject({ status: 'unknown-language', language: 'tr' })
  })
})

describe('mainText', () => {
  test('reads only <main>, without scripts, styles, hidden parts and words in another marked language', () => {
    const html = page(
      'pl-PL',
      `<h1>Oddziały</h1><script>var english = "words"</script><style>.a{color:red}</style><p hidden>Hidden English text</p>
       <noscript>Enable JavaScript</noscript><a lang="de-DE" href="/de-de/">Deutsch</a><a lang="pl" href="/pl-pl/">Polski</a>`,
    )
    expect(mainText(html)).toEqual({ lang: 'pl-PL', text: 'Oddziały Polski' })
  })

  test('a page without <main> has no main text', () => {
    expect(mainText('<html lang="en-US"><body><p>Words</p></body></html>')).toEqual({ lang: 'en-US', text: '' })
  })
})

describe('languageWords', () => {
  test('leaves out brand names, codes, numbers and addresses on the web', () => {
    expect(
      languageWords('Rentaro Mova Kombi: 9 Sæder, LHR, A3, 290,99 kr. www.example.com info@example.com Gearkasse', [
        'Rentaro',
        'Mova Kombi',
      ]),
    ).toEqual(['Sæder', 'kr', 'Gearkasse'])
  })
})

describe('languageRows', () => {
  test('counts each language once per page and totals them', () => {
    const rows = languageRows([
      { status: 'matched', language: 'pl', words: 40 },
      { status: 'mismatched', language: 'pl', detected: 'en', words: 40 },
      { status: 'too-short', language: 'de', words: 3 },
      { status: 'matched', language: 'no', words: 60, nearTie: 'da' },
    ])
    expect(rows).toEqual([
      { language: 'de', checked: 1, matched: 0, nearTie: 0, tooShort: 1, mismatched: 0 },
      { language: 'no', checked: 1, matched: 1, nearTie: 1, tooShort: 0, mismatched: 0 },
      { language: 'pl', checked: 2, matched: 1, nearTie: 0, tooShort: 0, mismatched: 1 },
    ])
    expect(formatLanguageTable(rows).split('\n').at(-1)).toMatch(/^all\s+4\s+2\s+1\s+1\s+1$/)
  })
})
