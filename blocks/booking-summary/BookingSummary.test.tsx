import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { BookingSummary } from './BookingSummary.tsx'

describe('BookingSummary', () => {
  it('says the search is loading in the static HTML, since the query is only known in the browser', () => {
    const html = renderBlockToString(BookingSummary, { heading: 'bookingSummary.heading', change_url: 'page:start' })
    expect(html).toContain('role="status"')
    expect(html).toContain('href="/de-de/"')
  })
})
