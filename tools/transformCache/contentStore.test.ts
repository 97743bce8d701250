import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sha256 } from '../incremental/fileHashes.ts'
import { contentStore, TRANSFORM_CACHE_VERSION } from './contentStore.ts'

let dir: string
let kind = 0
// A store per test: stores are opened once per process and kind.
const open = () => contentStore(`kind${kind++}`, dir)!
const key = sha256('a module and its closure')
const entryFile = (store: string) => join(dir, store, key.slice(0, 2), key)

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'transform-cache-'))
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  rmSync(dir, { recursive: true, force: true })
})

describe('contentStore', () => {
  it('gives back what was put under a key, and nothing under another', () => {
    const store = open()
    store.put(key, Buffer.from('css and code'))
    expect(store.get(key)?.toString()).toBe('css and code')
    expect(store.get(sha256('another'))).toBeUndefined()
    expect(store.figures).toEqual({ hits: 1, misses: 1, refused: 0 })
  })

  // Bad input (issue 28): a corrupt, other-version or hand-edited entry is said, removed and never used.
  it.each([
    ['edited by hand', (text: string) => text.replace('css and code', 'css and kode'), /does not match its hash/],
    ['from another version', (text: string) => text.replace(`cache ${TRANSFORM_CACHE_VERSION} `, 'cache 999 '), /another version/],
    ['corrupt', () => '\u0000\u0001garbage', /not a cache entry/],
    ['filed under another key', (text: string) => text.replace(key, sha256('x')), /another key/],
  ])('refuses an entry %s', (_, edit, said) => {
    const name = `kind${kind}`
    const store = open()
    store.put(key, Buffer.from('css and code'))
    writeFileSync(entryFile(name), edit(readFileSync(entryFile(name), 'latin1')), 'latin1')
    expect(store.get(key)).toBeUndefined()
    expect(store.figures.refused).toBe(1)
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toMatch(said)
    expect(readdirSync(join(dir, name, key.slice(0, 2)))).toEqual([])
  })

  it('is off with TRANSFORM_CACHE=off', () => {
    vi.stubEnv('TRANSFORM_CACHE', 'off')
    expect(contentStore('off', dir)).toBeUndefined()
    vi.unstubAllEnvs()
  })

  it('leaves out only the data stage’s results with TRANSFORM_CACHE=no-data', () => {
    vi.stubEnv('TRANSFORM_CACHE', 'no-data')
    expect(contentStore('data-stage', dir)).toBeUndefined()
    expect(contentStore('data-loads', dir)).toBeUndefined()
    expect(contentStore('wyw', dir)).toBeDefined()
    vi.unstubAllEnvs()
  })
})
