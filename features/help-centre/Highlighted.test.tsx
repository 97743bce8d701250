import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Highlighted } from './Highlighted.tsx'

describe('Highlighted', () => {
  it('marks the matched words whatever their case and diacritics, and keeps the rest as text', () => {
    expect(renderToStaticMarkup(<Highlighted text="Welche Führerscheine? Führerschein!" terms={['fuhrerschein']} />)).toBe(
      'Welche Führerscheine? <mark>Führerschein</mark>!',
    )
  })
  it('escapes markup in the text', () => {
    expect(renderToStaticMarkup(<Highlighted text="<b>deposit</b>" terms={['deposit']} />)).toBe(
      '&lt;<mark>b</mark>&gt;<mark>deposit</mark>&lt;/<mark>b</mark>&gt;'.replace(/<mark>b<\/mark>/g, 'b'),
    )
  })
})
