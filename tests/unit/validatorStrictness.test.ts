// The validator says no where a document would break the site or lose an author's edit: each case below once passed.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

/** Problems in `file` when its text is changed by `edit` (every other document as in the repository). */
function problemsOf(file: string, edit: (text: string) => string): string[] {
  const text = edit(read(file))
  expect(text).not.toBe(read(file))
  const { problems } = validateProject((name) => (name === file ? text : read(name)))
  return problems.filter((problem) => problem.file === file).map(formatProblem)
}

describe('JSON the way editors write it', () => {
  it('a duplicate key silently kept the last value (an edit vanished): an error at the second naming the first', () => {
    expect(problemsOf('pages/start.json', (text) => text.replace('"layout": "ibe",', '"layout": "ibe",\n  "layout": "ride",'))).toEqual([
      'pages/start.json:7:3  /layout  the key "layout" appears twice in this object (first at line 6, column 3); JSON readers keep only the last one, so an edit to the other would be lost: remove one',
    ])
  })

  it('a byte order mark (saved by editors on Windows) made the document a syntax error', () => {
    expect(problemsOf('pages/start.json', (text) => `\uFEFF${text}`)).toEqual([])
  })

  it('a trailing comma was reported as a missing property name', () => {
    expect(
      problemsOf('pages/start.json', (text) =>
        text.replace('"banner_url": "page:airport-promotion"', '"banner_url": "page:airport-promotion",'),
      ),
    ).toEqual([
      'pages/start.json:16:47  /  JSON syntax error: trailing comma before "}"; remove this comma (JSON allows no comma after the last item)',
    ])
  })
})

describe('links', () => {
  it.each([
    ['a backslash', '/\\\\evil.example/x'],
    ['a tab', '/\\t/evil.example/x'],
    ['a space', '/de-de/my page/'],
    ['a control character', '/x\\u0000y'],
  ])('a relative link with %s passed safeUrl, and the browser followed it off-site', (_what, url) => {
    expect(problemsOf('pages/start.json', (text) => text.replace('"page:airport-promotion"', `"${url}"`))).toEqual([
      expect.stringMatching(
        /^pages\/start\.json:16:\d+ {2}\/blocks\/0\/props\/banner_url {2}must be a safe link: .*without spaces, backslashes or control characters/,
      ),
    ])
  })
})

describe('markets', () => {
  it('"XYZ" passed as a currency: currencies come from ISO 4217', () => {
    expect(problemsOf('markets/se.json', (text) => text.replace('"defaultCurrency": "SEK"', '"defaultCurrency": "XYZ"'))).toEqual([
      expect.stringMatching(/\/defaultCurrency {2}"XYZ" is not an ISO 4217 currency code/),
    ])
  })

  it.each([
    ['xx-SE', '"xx" is not an ISO 639 language code'],
    ['sv-QQ', '"QQ" is not an ISO 3166 country or region code'],
    ['iw-IL', 'must be written "he-IL", the canonical BCP 47 form'],
  ])('the made-up or non-canonical locale %s passed', (locale, message) => {
    expect(
      problemsOf('markets/se.json', (text) => text.replace('"locale": "sv-SE"', `"locale": "${locale}"`)).filter(
        (problem) => !problem.includes('warning:'),
      ),
    ).toEqual([expect.stringContaining(message)])
  })

  it.each([
    ['date', 'dd/MM/yyyy foo', 'is refused by date-fns: Format string contains an unescaped latin alphabet character `f`'],
    ['date', 'YYYY-MM-DD', 'uses "Y" (the week-numbering year, wrong around New Year); write "yyyy" for the calendar year'],
    ['date', 'dd.mm.yyyy', 'uses "m" (minutes); write "MM" for the month ("mm" is minutes, "MM" is the month)'],
    ['date', 'dd.MM', 'needs a day ("d" or "dd"), a month ("MM" or "MMMM") and a year ("yyyy")'],
    ['date', 'do MMMM yyyy', 'uses "do", which the site\'s date formatter does not write; use y, M, d, E, H, h, m, s or a'],
    ['time', 'HH:MM', 'uses "M" (the month); write "mm" for minutes ("MM" is the month, "mm" is minutes)'],
  ])('the %s pattern "%s" passed, then the booking form threw in the browser', (field, pattern, explanation) => {
    const [problem, ...rest] = problemsOf('markets/se.json', (text) =>
      text.replace(
        '"formats": { "decimalSeparator": ",", "date": "yyyy-MM-dd" }',
        `"formats": { "decimalSeparator": ",", "${field}": "${pattern}" }`,
      ),
    )
    expect(rest).toEqual([])
    expect(problem).toContain(`/formats/${field}  the date-fns ${field} pattern "${pattern}" ${explanation}`)
  })

  it('the patterns of the repository are accepted, quoted words included', () => {
    expect(
      problemsOf('markets/se.json', (text) => text.replace('"date": "yyyy-MM-dd"', `"date": "d 'de' MMMM 'de' yyyy", "time": "h:mm a"`)),
    ).toEqual([])
  })

  it('a market language with no bundle and no fallback rendered in English with no warning', () => {
    // Every language of SPEC §3 has a bundle now; Icelandic has none.
    const icelandic = (text: string) =>
      text.replace('"extends": "_english",', '"extends": "_english",\n  "languages": [{ "language": "is", "locale": "is-IS" }],')
    expect(problemsOf('markets/is.json', icelandic)).toEqual([
      expect.stringMatching(
        /^markets\/is\.json:4:\d+ {2}\/languages\/0\/locale {2}warning: visitors of \/is-is\/ will read every text in English \(the en-US bundle\): there is no bundle for is-IS and no fallback locale in Icelandic/,
      ),
    ])
  })
})

describe('translations', () => {
  it('a number passed as a translation value', () => {
    const [problem, ...rest] = problemsOf('locales/de-DE/translations.json', (text) => text.replace(/"([^"]+)": "[^"]*"/, '"$1": 5'))
    expect(rest).toEqual([])
    expect(problem).toMatch(
      /^locales\/de-DE\/translations\.json:\d+:\d+ {2}\/\S+ {2}a translation must be text in double quotes \(or a group of translations\), not the number 5$/,
    )
  })
})
