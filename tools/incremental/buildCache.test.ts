import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BUNDLES_FOLDER,
  CACHE_FOLDER,
  CACHE_VERSION,
  MANIFEST_NAME,
  readBuildCache,
  writeBuildManifest,
  type BuildManifest,
} from './buildCache.ts'
import { sha256 } from './fileHashes.ts'

let dir: string
const manifestFile = () => join(dir, CACHE_FOLDER, MANIFEST_NAME)
const manifest = (): BuildManifest => ({
  version: CACHE_VERSION,
  code: 'c',
  sharedCode: 's',
  blockCode: {},
  shard: null,
  pages: {},
  pageFiles: [],
  files: {},
  bundles: { 'server/prerender-entry.mjs': sha256(Buffer.from('export {}')) },
  textReads: [],
  dataStage: null,
})

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-cache-'))
  mkdirSync(join(dir, CACHE_FOLDER, BUNDLES_FOLDER, 'server'), { recursive: true })
  writeFileSync(join(dir, CACHE_FOLDER, BUNDLES_FOLDER, 'server/prerender-entry.mjs'), 'export {}')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

// Bad input (issue 28): a cache that is corrupt, from another version or edited by hand is refused with its reason.
describe('readBuildCache', () => {
  it('reads back a cache it wrote', () => {
    writeBuildManifest(dir, manifest())
    expect(readBuildCache(dir)).toEqual({ ok: true, manifest: manifest() })
  })

  it('reads back the lists of texts read, written with each text once', () => {
    const read = 'de-DE>en-GB>en-US t cookieConsent.acceptAll'
    const textReads = [[read, 'de-DE>en-GB>en-US t common.decorative'], [], [read]]
    writeBuildManifest(dir, { ...manifest(), textReads })
    expect(readBuildCache(dir)).toEqual({ ok: true, manifest: { ...manifest(), textReads } })
    expect(readFileSync(manifestFile(), 'utf8').split(read)).toHaveLength(2)
  })

  it('refuses a manifest that is not JSON', () => {
    writeFileSync(manifestFile(), '{"checksum": "ab')
    expect(readBuildCache(dir)).toMatchObject({ ok: false, reason: expect.stringMatching(/not JSON/) })
  })

  it('refuses a manifest edited by hand (checksum)', () => {
    writeBuildManifest(dir, manifest())
    writeFileSync(manifestFile(), readFileSync(manifestFile(), 'utf8').replace('"code":"c"', '"code":"d"'))
    expect(readBuildCache(dir)).toMatchObject({ ok: false, reason: expect.stringMatching(/checksum/) })
  })

  it('refuses a cache from another version', () => {
    writeBuildManifest(dir, { ...manifest(), version: CACHE_VERSION + 1 })
    expect(readBuildCache(dir)).toMatchObject({ ok: false, reason: expect.stringMatching(/another version/) })
  })

  it('refuses a kept bundle that was changed or removed', () => {
    writeBuildManifest(dir, manifest())
    writeFileSync(join(dir, CACHE_FOLDER, BUNDLES_FOLDER, 'server/prerender-entry.mjs'), 'export const stale = 1')
    expect(readBuildCache(dir)).toMatchObject({ ok: false, reason: expect.stringMatching(/prerender-entry.mjs/) })
    rmSync(join(dir, CACHE_FOLDER, BUNDLES_FOLDER, 'server/prerender-entry.mjs'))
    expect(readBuildCache(dir)).toMatchObject({ ok: false, reason: expect.stringMatching(/missing/) })
  })

  it('says when there is no cache', () => {
    expect(readBuildCache(dir)).toMatchObject({ ok: false, reason: expect.stringMatching(/no build cache/) })
  })
})
