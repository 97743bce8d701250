// Protects issue 27 §8: help category and section pages get a description of 50+ characters that names their questions.
import { describe, expect, it } from 'vitest'
import { helpArticleDescription, helpPageDescription } from './helpPageDescription.ts'

describe('helpPageDescription', () => {
  it('follows the lead with the questions the page answers, as a sentence', () => {
    expect(helpPageDescription('Paiement et caution : Caution', ['Quand ma caution est-elle libérée ?'])).toBe(
      'Paiement et caution : Caution. Quand ma caution est-elle libérée ?',
    )
  })

  it('keeps a lead that already ends a sentence and stops before passing 160 characters', () => {
    const questions = Array.from({ length: 10 }, (_, index) => `Question number ${index} about the deposit?`)
    const description = helpPageDescription('Cards, deposit and invoices.', questions)
    expect(description.startsWith('Cards, deposit and invoices. Question number 0')).toBe(true)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.endsWith('?')).toBe(true)
  })
})

describe('helpArticleDescription', () => {
  it('is the excerpt when it says enough, and leads a short one with the question it answers', () => {
    const long = 'Bring a valid driving licence, an ID card or passport and a credit card.'
    expect(helpArticleDescription('What do I need at pickup?', long)).toBe(long)
    expect(helpArticleDescription('Should I tip the driver?', 'Tips are not included and are up to you.')).toBe(
      'Should I tip the driver? Tips are not included and are up to you.',
    )
  })
})
