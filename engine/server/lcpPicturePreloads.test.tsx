// Protects issue 28 §6 "the LCP picture is preloaded with its imagesrcset": the hero's picture is named in the head
// with the same candidates and sizes per screen, and a screen preloads only the one file its picture will use.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BackdropPicture } from '../shared/ui/BackdropPicture.tsx'
import { lcpPicturePreloads } from './lcpPicturePreloads.ts'

describe('lcpPicturePreloads', () => {
  it('preloads the hero picture per screen with the srcset and sizes its sources and img declare', () => {
    const body = `<header></header>${renderToString(
      <BackdropPicture
        desktop={{ src: '/images/start-hero-desktop.webp', width: 1600, height: 640 }}
        mobile={{ src: '/images/start-hero-phone.webp', width: 1280, height: 640 }}
        alt=""
      />,
    )}`
    expect(lcpPicturePreloads(body).split('\n')).toEqual([
      '<link rel="preload" as="image" imagesrcset="/images/start-hero-desktop-800w.avif 800w, /images/start-hero-desktop-1200w.avif 1200w, /images/start-hero-desktop.avif 1600w" imagesizes="100vw" media="(min-width: 780px)" type="image/avif" fetchpriority="high">',
      '<link rel="preload" as="image" imagesrcset="/images/start-hero-phone-480w.avif 480w, /images/start-hero-phone-800w.avif 800w, /images/start-hero-phone.avif 1280w" imagesizes="100vw" media="not all and (min-width: 780px)" type="image/avif" fetchpriority="high">',
    ])
  })

  it('preloads the img per screen where the picture offers one format', () => {
    const html =
      '<picture><source media="(min-width: 780px)" srcset="/d.webp 1600w" sizes="100vw"><img src="/p.webp" srcset="/p.webp 1280w" sizes="100vw" fetchpriority="high"></picture>'
    expect(lcpPicturePreloads(html).split('\n')).toEqual([
      '<link rel="preload" as="image" imagesrcset="/d.webp 1600w" imagesizes="100vw" media="(min-width: 780px)" fetchpriority="high">',
      '<link rel="preload" as="image" imagesrcset="/p.webp 1280w" imagesizes="100vw" media="not all and (min-width: 780px)" fetchpriority="high">',
    ])
  })

  it('preloads nothing for lazy pictures or a page without a high-priority picture', () => {
    expect(lcpPicturePreloads('<picture><img src="/a.webp" srcset="/a.webp 480w" loading="lazy"></picture>')).toBe('')
    expect(lcpPicturePreloads('<main><img src="/a.webp" fetchpriority="high"></main>')).toBe('')
  })

  it('leaves the img out when several media sources share the picture (no media query says "none of them")', () => {
    const html =
      '<picture><source media="(min-width: 1200px)" srcset="/w.webp 1600w"><source media="(min-width: 780px)" srcset="/m.webp 1200w"><img src="/s.webp" srcset="/s.webp 480w" fetchpriority="high"></picture>'
    expect(lcpPicturePreloads(html).split('\n')).toHaveLength(2)
    expect(lcpPicturePreloads(html)).not.toContain('/s.webp')
  })
})
