// A before page (the last build's) served on the studio's origin shows with its own styles, images and links.
import { describe, expect, it } from 'vitest'
import { lastBuildCss, lastBuildHtml } from './lastBuildUrls.ts'

describe('lastBuildHtml', () => {
  it('moves stylesheets, scripts, images, links and forms named by absolute path under /studio/before', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/static/chrome.a1.css">',
      '<script type="module" src="/assets/entries/islands.b2.js"></script>',
      '<link rel="preload" as="image" imagesrcset="/images/hero-800w.avif 800w, /images/hero.avif 1600w">',
      '<img src=\'/images/fleet.webp\' srcset="/images/a.webp 1x,/images/b.webp 2x">',
      '<a href="/fr-ch/aeroport/">x</a><form action="/fr-ch/booking/"></form>',
    ].join('')
    expect(lastBuildHtml(html)).toBe(
      [
        '<link rel="stylesheet" href="/studio/before/assets/static/chrome.a1.css">',
        '<script type="module" src="/studio/before/assets/entries/islands.b2.js"></script>',
        '<link rel="preload" as="image" imagesrcset="/studio/before/images/hero-800w.avif 800w, /studio/before/images/hero.avif 1600w">',
        '<img src=\'/studio/before/images/fleet.webp\' srcset="/studio/before/images/a.webp 1x,/studio/before/images/b.webp 2x">',
        '<a href="/studio/before/fr-ch/aeroport/">x</a><form action="/studio/before/fr-ch/booking/"></form>',
      ].join(''),
    )
  })

  it('leaves other origins, protocol-relative, relative and fragment URLs as they are', () => {
    const html = '<a href="https://www.example.com/">a</a><img src="//cdn.example.com/a.png"><a href="#main">b</a><img src="a.png">'
    expect(lastBuildHtml(html)).toBe(html)
  })
})

describe('lastBuildCss', () => {
  it('moves url(/…) with or without quotes, not url(data:…) or url(//…)', () => {
    expect(lastBuildCss('a{background:url(/images/a.webp)} b{src:url("/fonts/b.woff2")} c{x:url(data:x)} d{x:url(//example.com/d)}')).toBe(
      'a{background:url(/studio/before/images/a.webp)} b{src:url("/studio/before/fonts/b.woff2")} c{x:url(data:x)} d{x:url(//example.com/d)}',
    )
  })
})
