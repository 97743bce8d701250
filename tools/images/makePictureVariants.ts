/**
 * `npm run images`: makes the files of tools/images/pictureVariantJobs.ts in public/images/ (the phone cuts of the
 * heroes, every picture's AVIF twin, the sized variants in WebP and AVIF) with sharp, and records them in
 * pictureVariants.gen.json. A file is made when it is missing or stale, or with `--force`; a file that exists at the
 * right width but is not recorded yet is adopted as it is (the WebP variants Chromium once made stay byte for byte).
 * `npm run images -- --check` makes nothing and fails when a file is missing or stale (pictureVariants.test.ts runs it).
 * Both list the pictures too narrow for 3× screens, which only a wider source picture can fix (docs/pictures.md).
 */
import { existsSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { type VariantJob, pictureVariantJobs, tooNarrowFor3x, widthOf } from './pictureVariantJobs.ts'
import { hashOf, type ManifestEntry, manifestText, QUALITY, readManifest, variantProblems } from './pictureVariantsManifest.ts'

const IMAGES = fromRepo('public/images')
const MANIFEST = fromRepo('tools/images/pictureVariants.gen.json')

async function encode(job: VariantJob): Promise<void> {
  let pipeline = sharp(`${IMAGES}/${job.from}`)
  if (job.crop) pipeline = pipeline.extract({ left: job.crop.x, top: job.crop.y, width: job.crop.width, height: job.crop.height })
  pipeline = pipeline.resize({ width: job.width, kernel: 'lanczos3', withoutEnlargement: true })
  const encoded =
    job.format === 'avif' ? pipeline.avif({ quality: QUALITY.avif, effort: 6 }) : pipeline.webp({ quality: QUALITY.webp, effort: 6 })
  writeFileSync(`${IMAGES}/${job.file}`, await encoded.toBuffer())
  console.log(`  ${job.file} (${job.width} px from ${job.from})`)
}

function reportTooNarrow(): void {
  for (const { file, width, needed, density } of tooNarrowFor3x(IMAGES))
    console.log(`  too narrow for 3x: ${file} is ${width} px (${density}x of its widest slot); 3x needs ${needed} px`)
}

if (process.argv.includes('--check')) {
  const problems = variantProblems(IMAGES, readManifest(MANIFEST))
  for (const problem of problems) console.error(`  ${problem}`)
  reportTooNarrow()
  if (problems.length > 0) process.exit(1)
  console.log('pictures: every variant is present and current')
} else {
  const force = process.argv.includes('--force')
  const recorded = new Map(readManifest(MANIFEST).map((entry) => [entry.file, entry]))
  const entries: ManifestEntry[] = []
  // One job at a time: a cut is the source of later jobs, and the machine is shared.
  for (const job of pictureVariantJobs(IMAGES)) {
    const path = `${IMAGES}/${job.file}`
    const entry = recorded.get(job.file)
    const current =
      existsSync(path) &&
      (entry ? variantProblems(IMAGES, [entry]).every((problem) => !problem.startsWith(`${job.file}:`)) : widthOf(path) === job.width)
    if (force || !current) await encode(job)
    const { file, from, width, format } = job
    entries.push({ file, from, width, format, quality: QUALITY[format], fromHash: hashOf(`${IMAGES}/${from}`), hash: hashOf(path) })
  }
  writeFileSync(MANIFEST, manifestText(entries))
  reportTooNarrow()
}
