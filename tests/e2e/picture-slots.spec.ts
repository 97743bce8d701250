// Issue 28 §6: a picture's `sizes` is the width it is drawn at, so the browser takes the file a screen needs (no
// larger, which wastes bytes, no smaller, which blurs). Measured in the page at a phone's, a tablet's and a desktop's
// width: the `sizes` of the <source> the browser takes (else the <img>'s), its first entry whose media matches, as the
// browser evaluates it, against the drawn <img>. The slots are in engine/shared/ui/responsiveImage.ts.
import { expect, test } from '@playwright/test'

const WIDTHS = [375, 768, 1440]
const PAGES = ['/de-de/', '/de-de/plus/', '/de-de/lkw-vermietung/']

for (const width of WIDTHS) {
  test(`every picture's sizes is its drawn width within 1 px at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    let measured = 0
    for (const path of PAGES) {
      await page.goto(path)
      const slots = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[sizes]')].flatMap((img) => {
          const drawn = img.getBoundingClientRect().width
          if (drawn === 0) return []
          // The first <source> whose media matches (Chromium decodes AVIF and WebP), else the <img> itself.
          const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])]
          const source = sources.find((candidate) => !candidate.media || matchMedia(candidate.media).matches)
          const sizes = source?.sizes || img.sizes
          // "(min-width: 960px) calc(…), 100vw": the first entry whose media matches (the last has none).
          const entries = sizes.split(/,(?![^(]*\))/).map((entry) => {
            const match = /^\s*(\([^()]*\))\s+(.+?)\s*$/.exec(entry)
            return match ? { media: match[1], length: match[2] } : { media: undefined, length: entry.trim() }
          })
          const length = entries.find((entry) => !entry.media || matchMedia(entry.media).matches)?.length ?? '100vw'
          const probe = document.createElement('div')
          probe.style.cssText = `position: absolute; visibility: hidden; width: ${length}`
          document.body.append(probe)
          const slot = probe.getBoundingClientRect().width
          probe.remove()
          return [{ src: img.currentSrc || img.src, sizes, drawn, slot }]
        }),
      )
      const wrong = slots.filter(({ drawn, slot }) => Math.abs(drawn - slot) > 1)
      expect(wrong, `${path} at ${width} px`).toEqual([])
      measured += slots.length
    }
    expect(measured).toBeGreaterThan(10)
  })
}
