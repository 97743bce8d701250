/**
 * `npm run images`: writes the sized variants of the pictures in public/images/ that srcSetOf names
 * (engine/shared/ui/responsiveImage.ts), and the phone pictures cut from a hero's desktop picture.
 * No image library is in the lockfile; Chromium (the browser the tests use) decodes, scales with its high-quality
 * filter and encodes WebP (its canvas cannot encode AVIF). A picture is never scaled up: a variant exists only below
 * the width of the picture it is made from. Existing files are kept unless `--force`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import sizeOf from 'buffer-image-size'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { VARIANT_WIDTHS_BY_KIND } from '../../engine/shared/ui/responsiveImage.ts'

const IMAGES = fromRepo('public/images')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const QUALITY = 0.82

/**
 * Phone pictures cut from the desktop picture: on a phone the hero is a band about 2.5 times as wide as tall (375 ×
 * 150 px under a one-line title), the desktop picture's own shape, so the phone picture is its right part (the car and
 * the sunset), 1280 × 640: 3.3× a 390 px screen (the 375 × 400 portrait it replaces was upscaled 3.1×). The billboard keeps
 * its 375 × 400 portraits ("-mobile", SPEC §9).
 */
const CUTS = [
  { file: 'start-hero-phone.webp', from: 'start-hero-desktop.webp', crop: { x: 320, y: 0, width: 1280, height: 640 } },
  { file: 'airport-hero-phone.webp', from: 'airport-hero-desktop.webp', crop: { x: 320, y: 0, width: 1280, height: 640 } },
]

interface Job {
  file: string
  from: string
  crop: { x: number; y: number; width: number; height: number }
  width: number
}

const force = process.argv.includes('--force')
const widthOf = (file: string) => sizeOf(readFileSync(`${IMAGES}/${file}`))

function variantJobs(): Job[] {
  const jobs: Job[] = []
  // A variant ("-320w.webp") is made from its picture, never from another variant.
  for (const file of readdirSync(IMAGES)
    .sort()
    .filter((name) => !/-\d+w\.webp$/.test(name))) {
    const rule = VARIANT_WIDTHS_BY_KIND.find((candidate) => candidate.pattern.test(`/images/${file}`))
    if (!rule) continue
    const { width, height } = widthOf(file)
    for (const variant of rule.widths.filter((candidate) => candidate < width))
      jobs.push({ file: file.replace(/\.webp$/, `-${variant}w.webp`), from: file, crop: { x: 0, y: 0, width, height }, width: variant })
  }
  return jobs
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
try {
  const page = await browser.newPage()
  const encode = async (job: Job) => {
    const source = readFileSync(`${IMAGES}/${job.from}`).toString('base64')
    const webp = await page.evaluate(
      async ({ source, crop, width, quality }) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/webp;base64,${source}`)).blob())
        const height = Math.round((crop.height * width) / crop.width)
        const canvas = new OffscreenCanvas(width, height)
        const context = canvas.getContext('2d')!
        context.imageSmoothingQuality = 'high'
        context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height)
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/webp', quality })).arrayBuffer())
        let binary = ''
        for (const byte of bytes) binary += String.fromCharCode(byte)
        return btoa(binary)
      },
      { source, crop: job.crop, width: job.width, quality: QUALITY },
    )
    writeFileSync(`${IMAGES}/${job.file}`, Buffer.from(webp, 'base64'))
    console.log(`  ${job.file} (${job.width} px from ${job.from})`)
  }
  for (const cut of CUTS) if (force || widthOf(cut.file).width !== cut.crop.width) await encode({ ...cut, width: cut.crop.width })
  for (const job of variantJobs()) if (force || !existsSync(`${IMAGES}/${job.file}`)) await encode(job)
} finally {
  await browser.close()
}
