import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fileHashes } from './fileHashes.ts'
import { codeFingerprints } from './pageInputs.ts'

let root: string
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}
const fingerprints = () => codeFingerprints(root, fileHashes(root), {})

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'page-inputs-'))
  write('engine/server/renderPage.ts', 'export {}\n')
  write('blocks/faq/Faq.tsx', 'export function Faq() {}\n')
  write('blocks/hero/Hero.tsx', 'export function Hero() {}\n')
  write('blocks/faq/Faq.test.tsx', 'test\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

// A change in one block's folder is an input of the pages that place the block only; any other code of every page.
describe('codeFingerprints', () => {
  it('sees a change in a block’s own folder as that block’s code, not as shared code', () => {
    const before = fingerprints()
    write('blocks/faq/Faq.tsx', 'export function Faq() { return 1 }\n')
    const after = fingerprints()
    expect(after.code).not.toBe(before.code)
    expect(after.shared).toBe(before.shared)
    expect(after.blocks.faq).not.toBe(before.blocks.faq)
    expect(after.blocks.hero).toBe(before.blocks.hero)
  })

  it('sees a change outside blocks’ folders as shared code', () => {
    const before = fingerprints()
    write('engine/server/renderPage.ts', 'export const changed = 1\n')
    expect(fingerprints().shared).not.toBe(before.shared)
  })

  it('leaves tests out', () => {
    const before = fingerprints()
    write('blocks/faq/Faq.test.tsx', 'changed\n')
    expect(fingerprints()).toEqual(before)
  })
})
