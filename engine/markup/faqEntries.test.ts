import { describe, expect, it } from 'vitest'
import { faqEntriesOf } from './faqEntries.ts'
import { parseMarkup } from './parseMarkup.ts'

describe('faqEntriesOf', () => {
  it('makes every ## question with its text and list items one entry, without footnotes or buttons', () => {
    const { tree } = parseMarkup(
      '# FAQ\n\nIntro.\n\n## How long can I share a car?\n\nFrom a few **minutes** up to 27 days[^1].\n\n- Per minute\n- Per day\n\n[^1]: Longer with plus.\n\n## Do I need a card?\n\nYes, a [credit card](https://example.com/cards).\n\n[Start](_cta:{product}start)',
    )
    expect(faqEntriesOf(tree)).toEqual([
      { question: 'How long can I share a car?', answer: 'From a few minutes up to 27 days. Per minute Per day' },
      { question: 'Do I need a card?', answer: 'Yes, a credit card.' },
    ])
  })

  it('gives nothing for a text without questions', () => {
    expect(faqEntriesOf(parseMarkup('# Only a heading\n\nAnd text.').tree)).toEqual([])
  })
})
