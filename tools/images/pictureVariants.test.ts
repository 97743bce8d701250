// Issue 28 §6: every srcset names files the server has, made from the picture as it is now. This runs what
// `npm run images -- --check` runs, on public/images, and on a scratch copy with one file missing and one picture changed.
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { readManifest, variantProblems } from './pictureVariantsManifest.ts'
import { pictureVariantJobs } from './pictureVariantJobs.ts'

const IMAGES = fromRepo('public/images')
const manifest = readManifest(fromRepo('tools/images/pictureVariants.gen.json'))
const scratch = mkdtempSync(join(tmpdir(), 'picture-variants-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('npm run images -- --check', () => {
  it('finds every variant and AVIF twin of public/images present and current', () => {
    expect(variantProblems(IMAGES, manifest)).toEqual([])
    const jobs = pictureVariantJobs(IMAGES)
    expect(jobs.filter((job) => job.format === 'avif').length).toBeGreaterThan(40)
    expect(jobs.map((job) => job.file)).toContain('start-hero-phone-800w.avif')
  })

  it('names a missing variant and the variants of a picture that changed', () => {
    cpSync(IMAGES, scratch, { recursive: true })
    rmSync(join(scratch, 'fleet-suv-320w.avif'))
    copyFileSync(join(IMAGES, 'fleet-van.webp'), join(scratch, 'fleet-sport.webp'))
    const problems = variantProblems(scratch, manifest)
    expect(problems).toContain('fleet-suv-320w.avif: missing (npm run images)')
    expect(problems).toContain('fleet-sport-160w.webp: stale, fleet-sport.webp changed (npm run images)')
    expect(problems).toContain('fleet-sport.avif: stale, fleet-sport.webp changed (npm run images)')
  })
})
