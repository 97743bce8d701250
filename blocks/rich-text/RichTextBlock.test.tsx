// Protects the rich-text block: the bundle's markup reaches the parser untouched by i18next ("{{…}}" are short codes), in the page's language or the en-US fallback.
import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { RichTextBlock } from './RichTextBlock.tsx'

describe('RichTextBlock', () => {
  it('renders the German markup with its short codes filled in', () => {
    const html = renderBlockToString(RichTextBlock, { text: 'rentalInformation.details' }, undefined, 'de-DE')
    expect(html).toContain('<h2>Gut zu wissen vor der Abholung</h2>')
    expect(html).toMatch(/<time dateTime="\d{4}-07-01">01\.07\.\d{4}<\/time>/)
    expect(html).toContain('Wir halten diese Informationen aktuell')
    expect(html).not.toContain('{{')
  })

  it('falls back to the en-US markup in a bundle without the text', () => {
    const html = renderBlockToString(RichTextBlock, { text: 'rentalInformation.details' }, undefined, 'en-GB')
    expect(html).toContain('<h2>Good to know before you pick up</h2>')
  })

  it('renders the French markup from the fr-FR bundle', () => {
    const html = renderBlockToString(RichTextBlock, { text: 'rentalInformation.details' }, undefined, 'fr-FR')
    expect(html).toContain('<h2>Bon à savoir avant la prise en charge</h2>')
  })
})
