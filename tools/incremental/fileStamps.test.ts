import { linkSync, mkdirSync, mkdtempSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstChangedStamp, RACY_MS, takeStamps } from './fileStamps.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-stamps-'))
  mkdirSync(join(dir, 'pages/sub'), { recursive: true })
  writeFileSync(join(dir, 'pages/faq.json'), '{"titleHeading": true}')
  writeFileSync(join(dir, 'pages/sub/start.json'), '{}')
  writeFileSync(join(dir, 'site.json'), '{}')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('takeStamps', () => {
  it('stamps the files below folders and single files, by relative path, skipping what it is told', () => {
    const stamps = takeStamps(dir, ['pages', 'site.json', 'missing'], (path) => path.endsWith('start.json'))
    expect(Object.keys(stamps)).toEqual(['pages/faq.json', 'site.json'])
    expect(
      firstChangedStamp(
        stamps,
        takeStamps(dir, ['pages', 'site.json', 'missing'], (path) => path.endsWith('start.json')),
      ),
    ).toBe(undefined)
  })

  it('waits until no stamp is racy: a file written just before is stamped once its change time is RACY_MS old', () => {
    writeFileSync(join(dir, 'site.json'), '{"a":1}')
    const before = Date.now()
    const stamps = takeStamps(dir, ['site.json'])
    const ctime = Number(statSync(join(dir, 'site.json'), { bigint: true }).ctimeNs / 1_000_000n)
    expect(Date.now()).toBeGreaterThanOrEqual(Math.min(before, ctime) + RACY_MS)
    expect(stamps['site.json']).toBeDefined()
  })
})

// Bad input (issue 28): an edit that keeps the size and puts the modification time back is still an edit.
describe('firstChangedStamp', () => {
  const file = () => join(dir, 'pages/faq.json')

  it('sees an edit that keeps the size and the modification time (its change time moved)', () => {
    // A whole second, which utimes sets exactly.
    utimesSync(file(), 1_790_000_000, 1_790_000_000)
    const before = takeStamps(dir, ['pages'])
    writeFileSync(file(), '{"titleHeading": TRUE}')
    utimesSync(file(), 1_790_000_000, 1_790_000_000)
    expect(statSync(file(), { bigint: true }).mtimeNs).toBe(1_790_000_000_000_000_000n)
    expect(statSync(file()).size).toBe('{"titleHeading": true}'.length)
    expect(firstChangedStamp(before, takeStamps(dir, ['pages']))).toBe('pages/faq.json')
  })

  it('sees a file replaced by another (another inode), an added file and a removed one', () => {
    const before = takeStamps(dir, ['pages'])
    writeFileSync(join(dir, 'copy.json'), '{"titleHeading": true}')
    unlinkSync(file())
    linkSync(join(dir, 'copy.json'), file())
    expect(firstChangedStamp(before, takeStamps(dir, ['pages']))).toBe('pages/faq.json')
    const now = takeStamps(dir, ['pages'])
    writeFileSync(join(dir, 'pages/new.json'), '{}')
    expect(firstChangedStamp(now, takeStamps(dir, ['pages']))).toBe('pages/new.json')
    unlinkSync(join(dir, 'pages/sub/start.json'))
    expect(firstChangedStamp(now, takeStamps(dir, ['pages']))).toMatch(/pages\/(new|sub\/start)\.json/)
    rmSync(join(dir, 'pages/new.json'))
    expect(firstChangedStamp(now, takeStamps(dir, ['pages']))).toBe('pages/sub/start.json')
  })
})
