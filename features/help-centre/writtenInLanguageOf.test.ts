// A help text is published under a page's language only when it is written in it: the gate of issue 27 §1 reads
// this answer, so a fallback text (en-US under pl-PL) must say "no" and a same-language file (de-DE under de-AT) "yes".
import { describe, expect, it } from 'vitest'
import { writtenInLanguageOf } from './writtenInLanguageOf.ts'

describe('writtenInLanguageOf', () => {
  it.each([
    ['de-DE', 'de-AT', true],
    ['en-US', 'en-GB', true],
    ['nb-NO', 'no-NO', true],
    ['en-US', 'pl-PL', false],
    ['da-DK', 'no-NO', false],
    ['pt-PT', 'es-ES', false],
  ])('a text in %s under a %s page: %s', (text, page, expected) => {
    expect(writtenInLanguageOf(text, page)).toBe(expected)
  })
})
