// Protects the "affected pages" of a written edit: the URLs the last build made from that file, none without a build.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type BuildManifest, CACHE_FOLDER, CACHE_VERSION, type PageRecord, writeBuildManifest } from '../../tools/incremental/buildCache.ts'
import { lastBuildImpact } from './lastBuildImpact.ts'

const root = mkdtempSync(join(tmpdir(), 'studio-impact-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const page = (files: string[]): PageRecord => ({ file: '', inputs: '', files, blocks: [], output: '', css: [], texts: null, textsHash: '' })

describe('lastBuildImpact', () => {
  it('is empty when there was no build', () => {
    expect(lastBuildImpact(root, ['pages/airport-promotion.json'])).toEqual([])
  })

  it('lists the pages the last build made from the file', () => {
    mkdirSync(join(root, 'dist', CACHE_FOLDER), { recursive: true })
    const manifest = {
      version: CACHE_VERSION,
      pages: {
        '/fr-ch/aeroport/': page(['pages/airport-promotion.json', 'markets/ch.json']),
        '/de-ch/flughafen/': page(['pages/airport-promotion.json']),
        '/de-ch/': page(['pages/start.json']),
      },
      bundles: {},
      textReads: [],
    } as unknown as BuildManifest
    writeBuildManifest(join(root, 'dist'), manifest)
    expect(lastBuildImpact(root, ['pages/airport-promotion.json'])).toEqual(['/de-ch/flughafen/', '/fr-ch/aeroport/'])
  })
})
