import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importClosureReader } from './importClosure.ts'

let root: string
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), text)
}
const closure = () => importClosureReader(root)(join(root, 'blocks/a/A.tsx'), "import { token } from '../../engine/theme.ts'")

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'import-closure-'))
  write('engine/theme.ts', "export { space } from './space'\nexport const token = 1")
  write('engine/space.ts', "import colours from '/engine/colours.json'\nexport const space = 4")
  write('engine/colours.json', '{"ink":"#000"}')
  write('engine/unrelated.ts', 'export const other = 1')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('importClosureReader', () => {
  it('changes when a file the module reaches changes, however far, with or without its extension', () => {
    const before = closure()
    write('engine/colours.json', '{"ink":"#111"}')
    expect(closure()).not.toBe(before)
  })

  it('stays when a file the module does not reach changes', () => {
    const before = closure()
    write('engine/unrelated.ts', 'export const other = 2')
    expect(closure()).toBe(before)
  })

  it('changes with the code given for the module itself', () => {
    const read = importClosureReader(root)
    const file = join(root, 'blocks/a/A.tsx')
    expect(read(file, "import '../../engine/theme.ts'")).not.toBe(read(file, "import '../../engine/theme.ts'\n"))
  })

  it('does not hash a closure that uses import.meta.glob (which files it names is not read)', () => {
    write('engine/space.ts', "export const blocks = import.meta.glob('/blocks/*/block.ts')")
    expect(closure()).toBeUndefined()
  })
})
