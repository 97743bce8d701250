// The build cache's JSON files are checked by the sha256 of their text (issue 28, bad input): a file edited by hand,
// cut short or of another format is refused with what is wrong with it, never read as if it were sound.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readCheckedJson, writeCheckedJson } from './checkedJsonFile.ts'

let dir: string
const file = () => join(dir, 'kept.json')
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checked-json-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('checked JSON files', () => {
  it('reads back what was written', () => {
    writeCheckedJson(file(), { pages: { '/de-de/': { output: 'ab' } }, count: 2 })
    expect(readCheckedJson(file())).toEqual({ ok: true, value: { pages: { '/de-de/': { output: 'ab' } }, count: 2 } })
  })

  it('refuses a file edited by hand, cut short, of the old format or missing', () => {
    writeCheckedJson(file(), { count: 2 })
    const text = readFileSync(file(), 'utf8')
    writeFileSync(file(), text.replace('"count":2', '"count":3'))
    expect(readCheckedJson(file())).toEqual({ ok: false, problem: 'edited' })
    writeFileSync(file(), text.slice(0, text.length - 3))
    expect(readCheckedJson(file())).toEqual({ ok: false, problem: 'corrupt' })
    writeFileSync(file(), JSON.stringify({ checksum: 'ab', count: 2 }))
    expect(readCheckedJson(file())).toEqual({ ok: false, problem: 'otherFormat' })
    writeFileSync(file(), '{"checksum": "ab')
    expect(readCheckedJson(file())).toEqual({ ok: false, problem: 'corrupt' })
    rmSync(file())
    expect(readCheckedJson(file())).toEqual({ ok: false, problem: 'missing' })
  })
})
