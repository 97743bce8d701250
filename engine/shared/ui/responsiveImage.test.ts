import { existsSync, readdirSync, readFileSync } from 'node:fs'
import sizeOf from 'buffer-image-size'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../node/repoRoot.ts'
import { avifSrcSetOf, srcSetOf, VARIANT_WIDTHS_BY_KIND } from './responsiveImage.ts'

describe('srcSetOf', () => {
  it('lists the sized variants of a picture of its kind below its width, then the picture itself', () => {
    expect(srcSetOf('/images/start-hero-desktop.webp', 1600)).toBe(
      '/images/start-hero-desktop-800w.webp 800w, /images/start-hero-desktop-1200w.webp 1200w, /images/start-hero-desktop.webp 1600w',
    )
    expect(srcSetOf('/images/start-hero-phone.webp', 1280)).toBe(
      '/images/start-hero-phone-480w.webp 480w, /images/start-hero-phone-800w.webp 800w, /images/start-hero-phone.webp 1280w',
    )
    expect(srcSetOf('/images/fleet-suv.webp', 480)).toBe(
      '/images/fleet-suv-160w.webp 160w, /images/fleet-suv-320w.webp 320w, /images/fleet-suv.webp 480w',
    )
    // A picture narrower than every variant, and one outside public/images, have only themselves.
    expect(srcSetOf('/images/billboard-trucks-mobile.webp', 375)).toBe('/images/billboard-trucks-mobile.webp 375w')
    expect(srcSetOf('https://cdn.example.com/x-desktop.webp', 1600)).toBe('https://cdn.example.com/x-desktop.webp 1600w')
  })

  it('names the AVIF twins of a picture in public/images, and none for a picture elsewhere', () => {
    expect(avifSrcSetOf('/images/fleet-suv.webp', 480)).toBe(
      '/images/fleet-suv-160w.avif 160w, /images/fleet-suv-320w.avif 320w, /images/fleet-suv.avif 480w',
    )
    expect(avifSrcSetOf('/images/billboard-trucks-mobile.webp', 375)).toBe('/images/billboard-trucks-mobile.avif 375w')
    expect(avifSrcSetOf('https://cdn.example.com/x-desktop.webp', 1600)).toBeUndefined()
    expect(avifSrcSetOf('/images/logo.svg', 120)).toBeUndefined()
  })

  it('finds every variant it names in public/images, at the width it names (npm run images writes them)', async () => {
    const pictures = readdirSync(fromRepo('public/images')).filter((file) => file.endsWith('.webp') && !/-\d+w\.webp$/.test(file))
    let checked = 0
    for (const file of pictures) {
      const rule = VARIANT_WIDTHS_BY_KIND.find((candidate) => candidate.pattern.test(`/images/${file}`))
      if (!rule) continue
      const { width } = sizeOf(readFileSync(fromRepo(`public/images/${file}`)))
      for (const variant of rule.widths.filter((candidate) => candidate < width)) {
        for (const format of ['webp', 'avif']) {
          const path = fromRepo(`public/images/${file.replace(/\.webp$/, `-${variant}w.${format}`)}`)
          expect(existsSync(path), `${file} at ${variant}w in ${format}`).toBe(true)
          expect((await sharp(path).metadata()).width, `${file} at ${variant}w in ${format}`).toBe(variant)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(40)
  })
})
