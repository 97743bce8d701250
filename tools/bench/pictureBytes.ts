/**
 * Bytes of the hero and card pictures per format (public/images, as served: pictures are not compressed again), so
 * the bench shows what AVIF saves over WebP: per kind of picture, the files a screen may load (every width), and the
 * one file the start page's hero shows on a 1440 px desktop and on a 3× phone.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { VARIANT_WIDTHS_BY_KIND } from '../../engine/shared/ui/responsiveImage.ts'
import { renderTable } from './table.ts'

export interface PictureBytes {
  label: string
  files: number
  webpBytes: number
  avifBytes: number
}

const bytesOf = (imagesDir: string, file: string) => (existsSync(`${imagesDir}/${file}`) ? statSync(`${imagesDir}/${file}`).size : 0)

export function measurePictureBytes(imagesDir: string): PictureBytes[] {
  const webps = readdirSync(imagesDir).filter((file) => file.endsWith('.webp'))
  const perKind = VARIANT_WIDTHS_BY_KIND.map(({ kind, pattern }) => {
    // A picture of the kind and its sized variants ("-320w"), matched on the name without the width.
    const files = webps.filter((file) => pattern.test(`/images/${file.replace(/-\d+w\.webp$/, '.webp')}`))
    return {
      label: `${kind}: every width`,
      files: files.length,
      webpBytes: files.reduce((sum, file) => sum + bytesOf(imagesDir, file), 0),
      avifBytes: files.reduce((sum, file) => sum + bytesOf(imagesDir, file.replace(/\.webp$/, '.avif')), 0),
    }
  })
  const one = (label: string, file: string) => ({
    label,
    files: 1,
    webpBytes: bytesOf(imagesDir, file),
    avifBytes: bytesOf(imagesDir, file.replace(/\.webp$/, '.avif')),
  })
  return [
    ...perKind,
    one('start hero, 1440 px desktop (1600w)', 'start-hero-desktop.webp'),
    one('start hero, 3x phone (1280w)', 'start-hero-phone.webp'),
  ]
}

export function renderPictureBytes(rows: PictureBytes[]): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
  return renderTable(
    [
      { header: 'pictures' },
      { header: 'files' },
      { header: 'WebP', align: 'right' },
      { header: 'AVIF', align: 'right' },
      { header: 'AVIF / WebP', align: 'right' },
    ],
    rows.map((row) => [
      row.label,
      row.files,
      kb(row.webpBytes),
      kb(row.avifBytes),
      `${Math.round((row.avifBytes / row.webpBytes) * 100)} %`,
    ]),
  )
}
