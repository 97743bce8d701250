import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { CARD_PICTURE_SIZES } from '../../engine/sdk.ts'
import { ProductCards } from './ProductCards.tsx'

describe('ProductCards', () => {
  it('renders each card as a list item with a sized, lazily loaded image and a link', () => {
    const card = {
      image: { filename_disk: 'fleet-suv.webp', width: 480, height: 300, alt: 'start.fleet.suv.alt' },
      title: 'start.fleet.suv.title',
      text: 'start.fleet.suv.text',
      url: 'page:online-booking',
    }
    const html = renderBlockToString(ProductCards, {
      heading: 'start.fleet.heading',
      cards: [card, { ...card, title: 'start.fleet.van.title' }],
    })
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain(
      `<picture><source type="image/avif" srcSet="/images/fleet-suv-160w.avif 160w, /images/fleet-suv-320w.avif 320w, /images/fleet-suv.avif 480w" sizes="${CARD_PICTURE_SIZES}"/><img src="/images/fleet-suv.webp"`,
    )
    expect(html).toContain(
      `<img src="/images/fleet-suv.webp" srcSet="/images/fleet-suv-160w.webp 160w, /images/fleet-suv-320w.webp 320w, /images/fleet-suv.webp 480w" sizes="${CARD_PICTURE_SIZES}" width="480" height="300" alt="`,
    )
    expect(html).toContain('href="/de-de/booking/"')
  })

  it('titles the cards one level below the section heading, so no heading level is skipped', () => {
    const card = {
      image: { filename_disk: 'fleet-suv.webp', width: 480, height: 300, alt: 'start.fleet.suv.alt' },
      title: 'start.fleet.suv.title',
      text: 'start.fleet.suv.text',
      url: 'page:online-booking',
    }
    const levels = (headingLevel?: 1 | 2) =>
      [...renderBlockToString(ProductCards, { heading: 'start.fleet.heading', cards: [card], headingLevel }).matchAll(/<(h\d)/g)].map(
        ([, tag]) => tag,
      )
    expect(levels(1)).toEqual(['h1', 'h2'])
    expect(levels(2)).toEqual(['h2', 'h3'])
  })
})
