import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { SLIDE_PICTURE_SIZES } from '../../engine/sdk.ts'
import { CarModelsSlider } from './CarModelsSlider.tsx'
import { sliderTestProps } from './testProps.ts'

const props = sliderTestProps

describe('CarModelsSlider', () => {
  it("links 'See all cars' to the booking page and each model to its category", () => {
    const html = renderBlockToString(CarModelsSlider, props)
    expect(html).toContain('<a href="/de-de/booking/">Alle Fahrzeuge ansehen</a>')
    expect(html).toContain('<a href="/de-de/booking/?category=suv">Ridgeon 7</a>')
    expect(html).toMatch(/<p class="category">SUV<\/p>/)
  })

  it('gives every image its size and a text, and the scrolling row a name and keyboard focus', () => {
    const html = renderBlockToString(CarModelsSlider, props)
    expect(html).toContain(
      `<img src="/images/fleet-economy.webp" srcSet="/images/fleet-economy-160w.webp 160w, /images/fleet-economy-320w.webp 320w, /images/fleet-economy.webp 480w" sizes="${SLIDE_PICTURE_SIZES}" width="480" height="300" alt="Ein kleiner weißer Stadtwagen" loading="lazy"`,
    )
    expect(html).toMatch(/<ul[^>]*tabindex="0"[^>]*aria-labelledby="[^"]+"[^>]*role="list"/)
    // The static HTML knows the row starts at its beginning: "back" is off until there is somewhere to go.
    expect(html).toMatch(/<button type="button" disabled="" aria-label="Vorherige Fahrzeuge">/)
  })
})
