/**
 * The files `npm run images` makes in public/images/: the phone pictures cut from a hero's desktop picture, and for
 * every picture an AVIF twin, and for a picture of a kind of VARIANT_WIDTHS_BY_KIND its narrower sized variants in WebP
 * and AVIF. A picture is never scaled up: a variant exists only below the width of the picture it is made from.
 */
import { readdirSync, readFileSync } from 'node:fs'
import sizeOf from 'buffer-image-size'
import { VARIANT_WIDTHS_BY_KIND } from '../../engine/shared/ui/responsiveImage.ts'

export type PictureFormat = 'webp' | 'avif'

export interface Crop {
  x: number
  y: number
  width: number
  height: number
}

/** One file to make: `file` from `from` (both in public/images), `width` px wide, cut to `crop` first if given. */
export interface VariantJob {
  file: string
  from: string
  width: number
  format: PictureFormat
  crop?: Crop
}

/**
 * Phone pictures cut from the desktop picture: on a phone the hero is a band about 2.5 times as wide as tall (375 ×
 * 150 px under a one-line title), the desktop picture's own shape, so the phone picture is its right part (the car and
 * the sunset), 1280 × 640: 3.3× a 390 px screen. The billboard keeps its 375 × 400 portraits ("-mobile", SPEC §9).
 */
export const CUTS: VariantJob[] = [
  {
    file: 'start-hero-phone.webp',
    from: 'start-hero-desktop.webp',
    width: 1280,
    format: 'webp',
    crop: { x: 320, y: 0, width: 1280, height: 640 },
  },
  {
    file: 'airport-hero-phone.webp',
    from: 'airport-hero-desktop.webp',
    width: 1280,
    format: 'webp',
    crop: { x: 320, y: 0, width: 1280, height: 640 },
  },
]

/** A made file's name: a sized variant ("-320w.webp") or an AVIF twin; neither is the source of another. */
export const isVariantFile = (file: string) => /-\d+w\.(webp|avif)$/.test(file) || file.endsWith('.avif')

export const widthOf = (path: string) => sizeOf(readFileSync(path)).width

/** Every job for the pictures in `imagesDir`, cuts first (their files are the sources of later jobs). */
export function pictureVariantJobs(imagesDir: string): VariantJob[] {
  const jobs: VariantJob[] = [...CUTS]
  for (const file of readdirSync(imagesDir)
    .sort()
    .filter((name) => name.endsWith('.webp') && !isVariantFile(name))) {
    const width = CUTS.find((cut) => cut.file === file)?.width ?? widthOf(`${imagesDir}/${file}`)
    const base = file.replace(/\.webp$/, '')
    jobs.push({ file: `${base}.avif`, from: file, width, format: 'avif' })
    const rule = VARIANT_WIDTHS_BY_KIND.find((candidate) => candidate.pattern.test(`/images/${file}`))
    for (const variant of rule?.widths.filter((candidate) => candidate < width) ?? []) {
      for (const format of ['webp', 'avif'] as const)
        jobs.push({ file: `${base}-${variant}w.${format}`, from: file, width: variant, format })
    }
  }
  return jobs
}

/**
 * The pictures too narrow for a 3× screen at the widest they are drawn (`widestSlot` of their kind), with the
 * density they reach: the variants cannot make up for it, only a wider source picture can (docs/pictures.md).
 */
export function tooNarrowFor3x(imagesDir: string): { file: string; width: number; needed: number; density: number }[] {
  return readdirSync(imagesDir)
    .sort()
    .filter((name) => name.endsWith('.webp') && !isVariantFile(name))
    .flatMap((file) => {
      const rule = VARIANT_WIDTHS_BY_KIND.find((candidate) => candidate.pattern.test(`/images/${file}`))
      if (!rule) return []
      const width = widthOf(`${imagesDir}/${file}`)
      const needed = rule.widestSlot * 3
      return width < needed ? [{ file, width, needed, density: Math.round((width / rule.widestSlot) * 10) / 10 }] : []
    })
}
