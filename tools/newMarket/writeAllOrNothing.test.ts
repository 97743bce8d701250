// A scaffold that stops half-way leaves the project as it was: every file or none.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeAllOrNothing } from './writeAllOrNothing.ts'

const roots: string[] = []
function root(): string {
  const directory = mkdtempSync(join(tmpdir(), 'write-all-'))
  roots.push(directory)
  mkdirSync(join(directory, 'locales'))
  writeFileSync(join(directory, 'locales/en.json'), 'before')
  return directory
}
afterEach(() => {
  for (const directory of roots.splice(0)) rmSync(directory, { recursive: true, force: true })
})

describe('writeAllOrNothing', () => {
  it('writes new and changed files, and its rollback restores them', () => {
    const directory = root()
    const rollback = writeAllOrNothing(directory, [
      { file: 'markets/lu.json', text: 'new' },
      { file: 'locales/en.json', text: 'after' },
    ])
    expect(readFileSync(join(directory, 'markets/lu.json'), 'utf8')).toBe('new')
    expect(readFileSync(join(directory, 'locales/en.json'), 'utf8')).toBe('after')
    rollback()
    expect(existsSync(join(directory, 'markets/lu.json'))).toBe(false)
    expect(readFileSync(join(directory, 'locales/en.json'), 'utf8')).toBe('before')
  })

  it('writes nothing when one file cannot be written, and leaves no temporary file', () => {
    const directory = root()
    // locales/en.json is a file, so nothing can be written below it.
    expect(() =>
      writeAllOrNothing(directory, [
        { file: 'markets/lu.json', text: 'new' },
        { file: 'locales/en.json', text: 'after' },
        { file: 'locales/en.json/x.json', text: 'x' },
      ]),
    ).toThrow()
    expect(readFileSync(join(directory, 'locales/en.json'), 'utf8')).toBe('before')
    expect(readdirSync(join(directory, 'locales'))).toEqual(['en.json'])
    expect(existsSync(join(directory, 'markets/lu.json'))).toBe(false)
    expect(readdirSync(join(directory, 'markets'))).toEqual([])
  })
})
