import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { Hero } from './Hero.tsx'
import type { HeroProps } from './props.gen.ts'

const props: HeroProps = {
  hero_image_desktop: { filename_disk: 'airport-hero-desktop.webp', width: 1600, height: 640, alt: 'common.decorative' },
  hero_image_mobile: { filename_disk: 'airport-hero-phone.webp', width: 1280, height: 640, alt: 'common.decorative' },
  pre_title: 'airportPromotion.preTitle',
  title: 'airportPromotion.title',
}

describe('Hero', () => {
  it('offers the desktop image from 780 px and the mobile image below, both with their size', () => {
    const html = renderBlockToString(Hero, props)
    // AVIF first for each screen (about half the bytes), WebP where the browser does not decode AVIF.
    expect(html).toContain(
      '<source media="(min-width: 780px)" type="image/avif" srcSet="/images/airport-hero-desktop-800w.avif 800w, /images/airport-hero-desktop-1200w.avif 1200w, /images/airport-hero-desktop.avif 1600w" sizes="100vw" width="1600" height="640"',
    )
    expect(html).toContain(
      '<source type="image/avif" srcSet="/images/airport-hero-phone-480w.avif 480w, /images/airport-hero-phone-800w.avif 800w, /images/airport-hero-phone.avif 1280w" sizes="100vw" width="1280" height="640"',
    )
    expect(html).toContain(
      '<source media="(min-width: 780px)" srcSet="/images/airport-hero-desktop-800w.webp 800w, /images/airport-hero-desktop-1200w.webp 1200w, /images/airport-hero-desktop.webp 1600w" sizes="100vw" width="1600" height="640"',
    )
    // The largest paint: high priority, never lazy, so it shows as early as it can.
    expect(html).toContain(
      '<img src="/images/airport-hero-phone.webp" srcSet="/images/airport-hero-phone-480w.webp 480w, /images/airport-hero-phone-800w.webp 800w, /images/airport-hero-phone.webp 1280w" sizes="100vw" width="1280" height="640" alt="" fetchPriority="high" loading="eager"',
    )
  })

  it('renders the pre-title and the title in the page language', () => {
    const html = renderBlockToString(Hero, props)
    expect(html).toContain('Flughafen-Aktion')
    expect(html).toMatch(/<h1[^>]*>Landen, abholen, losfahren<\/h1>/)
  })

  it('shows the round bubble only with a promo highlight', () => {
    // The text, not the markup: a generated class name ("mocked-styled-15") may hold the same digits.
    expect(renderBlockToString(Hero, props)).not.toMatch(/>[^<]*15\u00a0%/)
    const html = renderBlockToString(Hero, {
      ...props,
      prefix_promo_highlight: 'airportPromotion.promo.prefix',
      promo_highlight: 'airportPromotion.promo.highlight',
      suffix_promo_highlight: 'airportPromotion.promo.suffix',
    })
    expect(html).toMatch(/<span>bis zu<\/span><strong>15\u00a0%<\/strong><span>Rabatt<\/span>/)
  })
})
