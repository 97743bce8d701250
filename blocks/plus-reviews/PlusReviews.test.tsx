import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { PlusReviews } from './PlusReviews.tsx'

const props = { heading: 'plus.reviews.heading' }

describe('plus-reviews', () => {
  it('shows the average and the written reviews in the page language', async () => {
    const html = renderBlockToString(PlusReviews, { ...props, data: await loadBlockData(loader, props) })
    expect(html).toContain('4,5 von 5 aus 4 Bewertungen')
    expect(html.match(/<blockquote>/g)).toHaveLength(4)
    expect(html).toContain('Zwei Tage nach der Bestellung')
  })

  it('shows only the average where the market sets shouldHideWrittenReviews (GB)', async () => {
    const html = renderBlockToString(
      PlusReviews,
      { ...props, data: await loadBlockData(loader, props) },
      { ...testEnv, shouldHideWrittenReviews: true },
    )
    expect(html).toContain('4,5 von 5 aus 4 Bewertungen')
    expect(html).not.toContain('<blockquote>')
  })
})
