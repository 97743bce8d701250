/**
 * tools/images/pictureVariants.gen.json: each file `npm run images` made, with a hash of the picture it was made from
 * and of itself, and the encoder settings. `--check` compares it with public/images: a file missing, a picture changed
 * since its variants were made (stale), a variant edited by hand, or settings changed all fail, so a srcset never
 * names a file the server lacks or one that shows an older picture.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { type PictureFormat, pictureVariantJobs } from './pictureVariantJobs.ts'

/** Encoder quality per format (sharp); changing one makes every file of that format stale. */
export const QUALITY: Record<PictureFormat, number> = { webp: 82, avif: 50 }

export interface ManifestEntry {
  file: string
  from: string
  width: number
  format: PictureFormat
  quality: number
  fromHash: string
  hash: string
}

export const hashOf = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16)

export function readManifest(path: string): ManifestEntry[] {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { files: ManifestEntry[] }).files : []
}

export function manifestText(entries: ManifestEntry[]): string {
  return `${JSON.stringify({ $comment: 'Written by npm run images (tools/images/makePictureVariants.ts); do not edit.', files: entries }, null, 2)}\n`
}

/** What is wrong with the made files in `imagesDir` against the manifest: one line per file, [] when all is current. */
export function variantProblems(imagesDir: string, manifest: ManifestEntry[]): string[] {
  const recorded = new Map(manifest.map((entry) => [entry.file, entry]))
  return pictureVariantJobs(imagesDir).flatMap((job) => {
    const entry = recorded.get(job.file)
    if (!existsSync(`${imagesDir}/${job.file}`)) return [`${job.file}: missing (npm run images)`]
    if (!entry) return [`${job.file}: not in pictureVariants.gen.json (npm run images)`]
    if (entry.from !== job.from || entry.width !== job.width || entry.format !== job.format || entry.quality !== QUALITY[job.format])
      return [`${job.file}: made with other settings (npm run images)`]
    if (entry.fromHash !== hashOf(`${imagesDir}/${job.from}`)) return [`${job.file}: stale, ${job.from} changed (npm run images)`]
    if (entry.hash !== hashOf(`${imagesDir}/${job.file}`)) return [`${job.file}: edited after npm run images made it`]
    return []
  })
}
