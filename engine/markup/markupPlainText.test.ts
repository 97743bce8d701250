import { describe, expect, it } from 'vitest'
import { markupPlainText } from './markupPlainText.ts'

describe('markupPlainText', () => {
  it('keeps headings, text, lists and link titles; drops markup, footnotes and buttons', () => {
    const markup =
      '# Deposit\n\nWe **block** a [deposit]({product}start)[^1].\n\n- small *cars*\n  - vans\n\n[Book](_cta:{product}start)\n\n[^1]: Not charged.\n\n## Release\n\nWithin {{currentYear}} days.'
    expect(markupPlainText(markup)).toEqual({ headings: 'Deposit Release', text: 'We block a deposit. small cars vans Within days.' })
  })
})
