import { describe, expect, it } from 'vitest'
import { helpCompleteness } from './helpCompleteness.ts'

describe('helpCompleteness: how much help a locale reads in its own language', () => {
  it('counts en-US complete, since it is the structure every other file translates', () => {
    const english = helpCompleteness('en-US')
    expect(english.translated).toBe(english.total)
    expect(english.total).toBeGreaterThan(100)
  })

  it("reads a regional locale through its language's main file: de-AT is as complete as de-DE", () => {
    expect(helpCompleteness('de-AT').translated).toBe(helpCompleteness('de-DE').translated)
  })

  it('counts nothing from English for a language without its own file', () => {
    expect(helpCompleteness('xx-XX')).toMatchObject({ translated: 0 })
    expect(helpCompleteness('xx-XX').missing).toContain('rent/article:deposit-amount')
  })
})
