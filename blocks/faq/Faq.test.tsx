import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { Faq } from './Faq.tsx'

describe('Faq', () => {
  it('renders the questions and a FAQPage JSON-LD with each question and its answer', () => {
    const html = renderBlockToString(Faq, { titleHeading: true, text: 'legal.faq.body' })
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1])
    expect(json['@type']).toBe('FAQPage')
    expect(json.mainEntity.length).toBeGreaterThanOrEqual(5)
    for (const entry of json.mainEntity) {
      expect(entry['@type']).toBe('Question')
      expect(entry.name).not.toBe('')
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(10)
    }
  })
})
