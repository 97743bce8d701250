/**
 * The incremental build's record (dist/.build-cache/): manifest.json says what each page was made from
 * (pageInputs.ts) and what was written for it, and bundles/ keeps the build's bundles as Vite wrote them (the
 * renderer, the per-module stylesheets and the manifests the prerender reads), so a build whose code did not
 * change skips Vite. Everything is checked before it is reused: the manifest against its own checksum and this
 * engine's CACHE_VERSION, every kept bundle, the kept data stage result and every reused page file against its recorded hash. A cache that is
 * corrupt, from another version or edited by hand is named with its reason and the build starts from scratch.
 */
import { variantFile } from '../../engine/node/delivery/variantFile.ts'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readCheckedJson, writeCheckedJson } from './checkedJsonFile.ts'
import { sha256 } from './fileHashes.ts'
import type { DataStageRecord } from './dataStageCache.ts'

/** Raised when the manifest's meaning changes: an older cache is then from another version. */
export const CACHE_VERSION = 4
export const CACHE_FOLDER = '.build-cache'
export const MANIFEST_NAME = 'manifest.json'
export const BUNDLES_FOLDER = 'bundles'

export interface PageRecord {
  /** The page's file below client/. */
  file: string
  inputs: string
  files: string[]
  blocks: string[]
  /** sha256 of the page file and its brotli and gzip variants as written. */
  output: string
  /** The page stylesheet bundles it links (/assets/static/…css). */
  css: string[]
  /** The texts it read (an index into BuildManifest.textReads), null when not recorded (then never reused). */
  texts: number | null
  /** textInputs.ts's hash of those texts as they were when it was rendered. */
  textsHash: string
}

export interface BuildManifest {
  version: number
  code: string
  /** CodeFingerprints.shared and .blocks of the build (pageInputs.ts). */
  sharedCode: string
  blockCode: Record<string, string>
  /** The shard's markets, or null for a whole build. */
  shard: string[] | null
  /** Route pages by URL. */
  pages: Record<string, PageRecord>
  /** Every page file the build wrote (route pages, 404 and 500 pages, the market chooser), below client/. */
  pageFiles: string[]
  /** The sha256 of the client files that are not pages (reuseOutputs.ts clientFileHashes). */
  files: Record<string, string>
  /** The kept bundles (paths below bundles/, as below the build folder) and their sha256. */
  bundles: Record<string, string>
  /** Lists of texts read by pages (engine/server/textReads.ts), each list once. */
  textReads: string[][]
  /** sha256 of each locale's bundle (textInputs.ts bundleHashes): lists that read only unchanged ones are not hashed again. */
  localeHashes?: Record<string, string>
  /** sha256 of the pages' kept policy facts (policyFactsCache.ts), when kept. */
  policyFacts?: string
  /** The kept data stage result (dataStageCache.ts), when it could be kept. */
  dataStage: DataStageRecord | null
}

export type CacheReading = { ok: true; manifest: BuildManifest } | { ok: false; reason: string }

/**
 * The cache of the build in `buildDir` (dist/), checked; a reason when there is none or it cannot be trusted. A kept
 * bundle that `asWritten` vouches for by its stamp (unchangedBuild.ts; path below `buildDir`) is not read again.
 */
export function readBuildCache(buildDir: string, asWritten: (path: string) => boolean = () => false): CacheReading {
  const reading = readCheckedJson<StoredManifest>(join(buildDir, CACHE_FOLDER, MANIFEST_NAME))
  if (!reading.ok)
    return {
      ok: false,
      reason:
        reading.problem === 'missing'
          ? 'there is no build cache yet'
          : reading.problem === 'corrupt'
            ? `${CACHE_FOLDER}/${MANIFEST_NAME} is not JSON (corrupt)`
            : reading.problem === 'otherFormat'
              ? 'the build cache is from another version'
              : `${CACHE_FOLDER}/${MANIFEST_NAME} does not match its checksum (corrupt or edited by hand)`,
    }
  if (reading.value.version !== CACHE_VERSION)
    return { ok: false, reason: `the build cache is from another version (${reading.value.version}, this build writes ${CACHE_VERSION})` }
  const manifest = manifestOf(reading.value)
  for (const [path, hash] of Object.entries(manifest.bundles)) {
    const kept = join(buildDir, CACHE_FOLDER, BUNDLES_FOLDER, path)
    if (asWritten(`${CACHE_FOLDER}/${BUNDLES_FOLDER}/${path}`)) continue
    if (!existsSync(kept) || sha256(readFileSync(kept)) !== hash)
      return { ok: false, reason: `the kept bundle ${path} is missing or does not match its hash` }
  }
  return { ok: true, manifest }
}

/** Writes the manifest with its checksum into `buildDir`'s cache folder. */
export function writeBuildManifest(buildDir: string, manifest: BuildManifest): void {
  writeCheckedJson(join(buildDir, CACHE_FOLDER, MANIFEST_NAME), storedOf(manifest))
}

/**
 * The manifest as written: each list of texts read as indexes into one table of the distinct reads. A whole build's
 * 4,000 lists hold about 300,000 reads of only 16,000 texts, and the file every build reads and writes shrank from
 * 17 MB to a third.
 */
interface StoredManifest extends Omit<BuildManifest, 'textReads'> {
  textReads: { reads: string[]; lists: number[][] }
}

function storedOf({ textReads, ...rest }: BuildManifest): StoredManifest {
  const indexOf = new Map<string, number>()
  const reads: string[] = []
  const lists = textReads.map((list) =>
    list.map((read) => {
      let index = indexOf.get(read)
      if (index === undefined) {
        index = reads.push(read) - 1
        indexOf.set(read, index)
      }
      return index
    }),
  )
  return { ...rest, textReads: { reads, lists } }
}

function manifestOf({ textReads, ...rest }: StoredManifest): BuildManifest {
  return { ...rest, textReads: textReads.lists.map((list) => list.map((index) => textReads.reads[index])) }
}

/** sha256 of a page file with its variants (those that exist, in the variants folder beside the client's), as PageRecord.output. */
export function pageOutputHash(clientDir: string, file: string): string {
  const path = join(clientDir, file)
  const parts = [path, variantFile(clientDir, path, 'br'), variantFile(clientDir, path, 'gzip')]
  return sha256(...parts.map((part) => (existsSync(part) ? readFileSync(part) : 'none')))
}

/** The page stylesheet bundles an HTML page links. */
export function linkedPageCss(html: string): string[] {
  return [...html.matchAll(/href="(\/assets\/static\/(?:chrome|blocks)\.[\w-]+\.css)"/g)].map((match) => match[1]).sort()
}
