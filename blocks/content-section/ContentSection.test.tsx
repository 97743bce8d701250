import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { ContentSection } from './ContentSection.tsx'

describe('ContentSection', () => {
  it('renders the heading, each paragraph and a call to action resolved to the market URL', () => {
    const html = renderBlockToString(ContentSection, {
      heading: 'start.why.heading',
      paragraphs: ['start.why.p1', 'start.why.p2'],
      cta: { label: 'start.why.cta', url: 'page:airport-promotion' },
    })
    expect(html.match(/<p>/g)).toHaveLength(2)
    expect(html).toContain('href="/de-de/flughafen/"')
  })
})

describe('ContentSection heading level', () => {
  it('is the page heading (h1) on a page without a hero', () => {
    const html = renderBlockToString(ContentSection, { heading: 'start.why.heading', paragraphs: ['start.why.p1'], headingLevel: 1 })
    expect(html).toMatch(/^<section[^>]*><div[^>]*><h1/)
  })
})
