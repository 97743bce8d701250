import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../node/repoRoot.ts'
import { srcSetOf, VARIANT_WIDTHS } from './responsiveImage.ts'

describe('srcSetOf', () => {
  it('lists the sized variants of a wide picture below its width, then the picture itself', () => {
    expect(srcSetOf('/images/start-hero-desktop.webp', 1600)).toBe(
      '/images/start-hero-desktop-800w.webp 800w, /images/start-hero-desktop-1200w.webp 1200w, /images/start-hero-desktop.webp 1600w',
    )
    expect(srcSetOf('/images/start-hero-mobile.webp', 375)).toBe('/images/start-hero-mobile.webp 375w')
    expect(srcSetOf('https://cdn.example.com/x-desktop.webp', 1600)).toBe('https://cdn.example.com/x-desktop.webp 1600w')
  })

  it('finds every variant it names in public/images', () => {
    const wide = readdirSync(fromRepo('public/images')).filter((file) => file.endsWith('-desktop.webp'))
    expect(wide.length).toBeGreaterThan(0)
    for (const file of wide)
      for (const width of VARIANT_WIDTHS)
        expect(existsSync(fromRepo(`public/images/${file.replace(/\.webp$/, `-${width}w.webp`)}`)), `${file} at ${width}w`).toBe(true)
  })
})
