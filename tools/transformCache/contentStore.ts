/**
 * The transform cache (dist-transform-cache/, issue 28 §2: the build's fixed cost): results of the build's costly pure
 * steps (the CSS extraction of wyw-in-js, brotli and gzip variants) kept by a key that hashes everything they were made
 * from, so a build whose inputs did not change takes them instead of computing them again. Every entry carries this
 * format's version, its key and the sha256 of its bytes; an entry that is corrupt, from another version or edited by
 * hand is said, removed and computed again, never used. TRANSFORM_CACHE=off builds without it (the incremental check
 * compares such a build with a cached one byte for byte).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { sha256 } from '../incremental/fileHashes.ts'

/** Raised when an entry's meaning changes: older entries are then from another version, and refused. */
export const TRANSFORM_CACHE_VERSION = 1
export const TRANSFORM_CACHE_FOLDER = 'dist-transform-cache'
/** The most refusals said one by one; the rest are counted. */
const SAID_AT_MOST = 5

export interface StoreFigures {
  hits: number
  misses: number
  refused: number
}

export interface ContentStore {
  /** The kept bytes for `key`, or undefined (not kept, or refused: said, removed). */
  get(key: string): Buffer | undefined
  put(key: string, value: Buffer): void
  readonly figures: StoreFigures
}

const stores = new Map<string, ContentStore>()

/** The stores of the data stage's results, which TRANSFORM_CACHE=no-data leaves out. */
const DATA_KINDS = new Set(['data-stage', 'data-loads'])

/**
 * The store of one kind of result ("wyw", "brotli"…), one per process; undefined when TRANSFORM_CACHE=off, and for
 * the data stage's kinds when TRANSFORM_CACHE=no-data (the data stage then runs: the incremental check's reference
 * builds, tools/incremental/incrementalBuildCheck.ts).
 */
export function contentStore(kind: string, folder = fromRepo(TRANSFORM_CACHE_FOLDER)): ContentStore | undefined {
  if (transformCacheOff() || (process.env.TRANSFORM_CACHE === 'no-data' && DATA_KINDS.has(kind))) return undefined
  const name = `${folder}\u0000${kind}`
  let store = stores.get(name)
  if (!store) {
    store = openStore(join(folder, kind), kind)
    stores.set(name, store)
  }
  return store
}

export function transformCacheOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TRANSFORM_CACHE === 'off'
}

/** What the stores of other threads of this process took and computed (the bundles' worker, tools/bundle). */
const reported: [string, StoreFigures][] = []

/** Adds another thread's figures (its transformCacheFigures) to this thread's. */
export function addTransformCacheFigures(figures: readonly [string, StoreFigures][]): void {
  reported.push(...figures)
}

/** The figures of every store this thread opened, by kind, and those other threads reported. */
export function transformCacheFigures(): Map<string, StoreFigures> {
  const figures = new Map<string, StoreFigures>()
  const add = (kind: string, { hits, misses, refused }: StoreFigures) => {
    const sum = figures.get(kind) ?? { hits: 0, misses: 0, refused: 0 }
    figures.set(kind, { hits: sum.hits + hits, misses: sum.misses + misses, refused: sum.refused + refused })
  }
  for (const [name, store] of stores) add(name.split('\u0000')[1], store.figures)
  for (const [kind, store] of reported) add(kind, store)
  return figures
}

function openStore(dir: string, kind: string): ContentStore {
  const figures: StoreFigures = { hits: 0, misses: 0, refused: 0 }
  const fileOf = (key: string) => {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`a transform cache key is a sha256 in hex, not "${key}"`)
    return join(dir, key.slice(0, 2), key)
  }
  const refuse = (file: string, reason: string) => {
    figures.refused++
    if (figures.refused <= SAID_AT_MOST) console.log(`  Transform cache: ${kind} entry ${file.slice(-16)} ${reason}; computed again`)
    rmSync(file, { force: true })
  }
  return {
    figures,
    get(key) {
      const file = fileOf(key)
      if (!existsSync(file)) {
        figures.misses++
        return undefined
      }
      const bytes = readFileSync(file)
      const end = bytes.indexOf(10)
      const header = end < 0 ? [] : bytes.subarray(0, end).toString('latin1').split(' ')
      const value = bytes.subarray(end + 1)
      if (header.length !== 4 || header[0] !== 'transform-cache') refuse(file, 'is not a cache entry (corrupt)')
      else if (header[1] !== String(TRANSFORM_CACHE_VERSION))
        refuse(file, `is from another version (${header[1]}, this build writes ${TRANSFORM_CACHE_VERSION})`)
      else if (header[2] !== key) refuse(file, 'is filed under another key (moved or edited by hand)')
      else if (header[3] !== sha256(value)) refuse(file, 'does not match its hash (corrupt or edited by hand)')
      else {
        figures.hits++
        return value
      }
      figures.misses++
      return undefined
    },
    put(key, value) {
      const file = fileOf(key)
      mkdirSync(join(file, '..'), { recursive: true })
      // Written aside and renamed: a build killed while writing leaves no half entry under the key.
      const aside = `${file}.${process.pid}.tmp`
      writeFileSync(aside, Buffer.concat([Buffer.from(`transform-cache ${TRANSFORM_CACHE_VERSION} ${key} ${sha256(value)}\n`), value]))
      renameSync(aside, file)
    },
  }
}

/** One line for the build's output: what each store took and computed, or that the cache is off. */
export function transformCacheLine(): string {
  if (transformCacheOff()) return 'Transform cache: off (TRANSFORM_CACHE=off)'
  const parts = [...transformCacheFigures()].map(
    ([kind, { hits, misses, refused }]) =>
      `${kind} ${hits} of ${hits + misses} reused${refused > 0 ? ` (${refused} entries refused)` : ''}`,
  )
  return `Transform cache (${TRANSFORM_CACHE_FOLDER}/): ${parts.length > 0 ? parts.join(', ') : 'not used'}`
}
