// Protects issue 27 §8: the check over the built site fails on a title over 60 characters, a description under 50 and two
// indexable pages of one market language with the same title, and lets a page that follows the rules pass.
import { describe, expect, it } from 'vitest'
import { pageSnippetProblems, readPageSnippet } from './pageSnippetProblems.ts'

const page = (path: string, head: string, lang = 'de-DE') =>
  readPageSnippet(path, `<!DOCTYPE html>\n<html lang="${lang}" dir="ltr">\n<head>\n${head}\n</head>\n<body><h1>x</h1></body></html>`)

const GOOD_DESCRIPTION = '<meta name="description" content="Antworten zu Buchung, Zahlung, Dokumenten, Abholung und Rückgabe.">'

describe('readPageSnippet', () => {
  it('reads the title, description, language and robots of a prerendered page, decoding entities', () => {
    const snippet = page(
      '/de-de/help/',
      `<title>Fragen &amp; Antworten | Rentaro</title>\n${GOOD_DESCRIPTION}\n<meta name="robots" content="noindex">`,
    )
    expect(snippet).toEqual({
      path: '/de-de/help/',
      lang: 'de-DE',
      title: 'Fragen & Antworten | Rentaro',
      description: 'Antworten zu Buchung, Zahlung, Dokumenten, Abholung und Rückgabe.',
      indexable: false,
    })
  })
})

describe('pageSnippetProblems', () => {
  it('passes pages within the limits with titles of their own', () => {
    const pages = [
      page('/de-de/help-center/', `<title>Hilfe-Center | Rentaro</title>\n${GOOD_DESCRIPTION}`),
      page('/de-de/help/', `<title>Häufige Fragen zur Miete | Rentaro</title>\n${GOOD_DESCRIPTION}`),
      // The same title in another market language is another result page.
      page('/de-at/help-center/', `<title>Hilfe-Center | Rentaro</title>\n${GOOD_DESCRIPTION}`, 'de-AT'),
    ]
    expect(pageSnippetProblems(pages)).toEqual([])
  })

  it('names a title over 60 characters, a short and a missing description', () => {
    const long = 'Kann ich das Auto zurückgeben, wenn die Filiale geschlossen ist? – Hilfe-Center | Rentaro'
    const problems = pageSnippetProblems([
      page('/de-de/a/', `<title>${long}</title>\n${GOOD_DESCRIPTION}`),
      page('/de-de/b/', '<title>Buchen | Rentaro</title>\n<meta name="description" content="Hilfe-Center: Buchen">'),
      page('/de-de/c/', '<title>Konto | Rentaro</title>'),
    ])
    expect(problems).toEqual([
      `/de-de/a/: title has 89 characters (over 60): "${long}"`,
      '/de-de/b/: description has 20 characters (under 50): "Hilfe-Center: Buchen"',
      '/de-de/c/: no description',
    ])
  })

  it('names indexable pages of one market language that share a title, and ignores noindex pages', () => {
    const problems = pageSnippetProblems([
      page('/de-de/help-center/', `<title>Hilfe-Center | Rentaro</title>\n${GOOD_DESCRIPTION}`),
      page('/de-de/ride/help/', `<title>Hilfe-Center | Rentaro</title>\n${GOOD_DESCRIPTION}`),
      page('/de-de/help/', `<title>Hilfe-Center | Rentaro</title>\n${GOOD_DESCRIPTION}\n<meta name="robots" content="noindex">`),
    ])
    expect(problems).toEqual([
      '/de-de/help-center/, /de-de/ride/help/: indexable pages of de-de de-DE share the title "Hilfe-Center | Rentaro"',
    ])
  })
})
