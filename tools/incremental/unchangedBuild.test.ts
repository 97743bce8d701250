import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CACHE_FOLDER } from './buildCache.ts'
import {
  inputStamps,
  settingsKey,
  UNCHANGED_FILE,
  unchangedSinceLastBuild,
  writeUnchangedRecord,
  writtenAsRecorded,
} from './unchangedBuild.ts'

let root: string
const dist = () => join(root, 'dist')
const args = ['--markets', 'be']
const env = { SITE_API_BASE: '/api', SOURCE_DATE_EPOCH: '1790000000', HOME: '/home/someone' }

/** A repository with a few inputs, and a build of it that recorded what it started from and wrote. */
function build(): void {
  const started = { settings: settingsKey(root, args, env), inputs: inputStamps(root) }
  mkdirSync(join(dist(), 'client'), { recursive: true })
  mkdirSync(join(dist(), CACHE_FOLDER), { recursive: true })
  writeFileSync(join(dist(), 'client/index.html'), '<h1>Start</h1>')
  writeFileSync(join(dist(), CACHE_FOLDER, 'manifest.json'), '{}')
  writeUnchangedRecord(dist(), started, 3, 2)
}
const verdict = (withArgs = args, withEnv: NodeJS.ProcessEnv = env) => unchangedSinceLastBuild(root, dist(), withArgs, withEnv)

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'unchanged-build-'))
  for (const folder of ['pages', 'locales/nl-BE', 'engine', 'tests']) mkdirSync(join(root, folder), { recursive: true })
  writeFileSync(join(root, 'pages/faq.json'), '{"titleHeading": true}')
  writeFileSync(join(root, 'locales/nl-BE/translations.json'), '{"text": "Verhuur"}')
  writeFileSync(join(root, 'engine/render.ts'), 'export {}')
  writeFileSync(join(root, 'site.json'), '{}')
  writeFileSync(join(root, 'tests/notes.md'), 'not an input')
  build()
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('unchangedSinceLastBuild', () => {
  it('answers unchanged, with what the build wrote, when nothing changed (a file that is no input aside)', () => {
    writeFileSync(join(root, 'tests/notes.md'), 'edited')
    expect(verdict()).toMatchObject({ unchanged: true, record: { routePages: 3, pages: 2 } })
    // A clean build writes what an incremental one would.
    expect(verdict([...args, '--clean']).unchanged).toBe(true)
    // Only the settings the build reads count.
    expect(verdict(args, { ...env, HOME: '/elsewhere' }).unchanged).toBe(true)
  })

  it('names the input that changed: a document, a bundle word, a code file, a new file', () => {
    writeFileSync(join(root, 'pages/faq.json'), '{"titleHeading": fals_}')
    expect(verdict()).toEqual({ unchanged: false, reason: 'pages/faq.json changed' })
    build()
    writeFileSync(join(root, 'locales/nl-BE/translations.json'), '{"text": "Verhuuur"}')
    expect(verdict()).toEqual({ unchanged: false, reason: 'locales/nl-BE/translations.json changed' })
    build()
    writeFileSync(join(root, 'pages/new.json'), '{}')
    expect(verdict()).toEqual({ unchanged: false, reason: 'pages/new.json changed' })
  })

  it('builds again for other arguments or settings', () => {
    expect(verdict(['--markets', 'lu']).unchanged).toBe(false)
    expect(verdict(args, { ...env, SITE_API_BASE: 'https://api.example' }).unchanged).toBe(false)
    expect(verdict(args, { ...env, SOURCE_DATE_EPOCH: '1800000000' }).unchanged).toBe(false)
  })

  it('builds again when a file the build wrote was edited, added or removed', () => {
    writeFileSync(join(dist(), 'client/index.html'), '<h1>Strat</h1>')
    expect(verdict()).toEqual({ unchanged: false, reason: "the last build's client/index.html is not as it was written" })
    build()
    rmSync(join(dist(), CACHE_FOLDER, 'manifest.json'))
    expect(verdict()).toEqual({ unchanged: false, reason: `the last build's ${CACHE_FOLDER}/manifest.json is not as it was written` })
  })

  // Bad input (issue 28): a record that is corrupt or edited by hand is named, and the build runs.
  it('does not trust a record that is corrupt or edited by hand', () => {
    const file = join(dist(), CACHE_FOLDER, UNCHANGED_FILE)
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.replace('"pages":2', '"pages":9'))
    expect(verdict()).toMatchObject({ unchanged: false, untrusted: true, reason: expect.stringMatching(/checksum/) })
    writeFileSync(file, text.slice(0, 40))
    expect(verdict()).toMatchObject({ unchanged: false, untrusted: true, reason: expect.stringMatching(/not JSON/) })
    rmSync(file)
    expect(verdict()).toEqual({ unchanged: false, reason: 'no record of the last build' })
  })
})

// The stamps spare an incremental build reading the last build's files to check them against the manifest's hashes.
describe('writtenAsRecorded', () => {
  it('vouches for the files as the last build wrote them, not for one edited since nor for one it did not write', () => {
    const asWritten = writtenAsRecorded(dist())
    expect(asWritten('client/index.html')).toBe(true)
    expect(asWritten('client/other.html')).toBe(false)
    writeFileSync(join(dist(), 'client/index.html'), '<h1>Strat</h1>')
    expect(writtenAsRecorded(dist())('client/index.html')).toBe(false)
  })

  it('answers as the files were when it was asked: the spare folder emptied afterwards changes their change times', () => {
    const asWritten = writtenAsRecorded(dist())
    writeFileSync(join(dist(), 'client/index.html'), '<h1>Strat</h1>')
    expect(asWritten('client/index.html')).toBe(true)
  })

  it('vouches for nothing when the record cannot be trusted', () => {
    const file = join(dist(), CACHE_FOLDER, UNCHANGED_FILE)
    writeFileSync(file, readFileSync(file, 'utf8').replace('"pages":2', '"pages":9'))
    expect(writtenAsRecorded(dist())('client/index.html')).toBe(false)
  })
})
