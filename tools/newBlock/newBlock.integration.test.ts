// npm run new-block writes a block that the type checker and its own test accept and that npm run gen has listed
// for pages; a second run with the same name refuses and changes nothing. It runs in a copy of the project, so
// parallel tests never see the block.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'

const SKIPPED = /^(node_modules|\.git|dist(-[^/]+)?|test-results|playwright-report|\.vite)$/

let copy: string
// Tools run as a developer runs them: not under vitest's NODE_ENV=test.
const { NODE_ENV: _nodeEnv, VITEST: _vitest, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env
const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', env, timeout: 120_000 })
const newBlock = (args: string[]) => node(['--import', 'tsx', 'tools/newBlock.ts', ...args])

/** Every file of the copy that is not a dependency, with when it last changed. */
function snapshot(): Map<string, number> {
  const files = new Map<string, number>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.set(relative(copy, path), statSync(path).mtimeMs)
    }
  }
  walk(copy)
  return files
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-block-'))
  cpSync(REPO_ROOT, copy, { recursive: true, filter: (source) => !SKIPPED.test(relative(REPO_ROOT, source).split('/')[0]) })
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir')
}, 60_000)
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('npm run new-block', () => {
  it('scaffolds an enhancer island that tsc and its own test accept, listed for pages by npm run gen', { timeout: 120_000 }, () => {
    const result = newBlock(['trust-badges', '--enhancer'])
    expect(result.status, result.stderr).toBe(0)
    for (const file of ['props.schema.json', 'TrustBadges.tsx', 'block.ts', 'TrustBadges.test.tsx', 'enhance.ts', 'props.gen.ts'])
      expect(existsSync(join(copy, 'blocks/trust-badges', file)), file).toBe(true)
    expect(result.stdout).toContain('✓ wrote blocks/trust-badges/enhance.ts')
    expect(result.stdout).toContain('it has no translation keys of its own')
    expect(result.stdout).toContain('{"id":"trust-badges","type":"trust-badges","props":{"title":"start.trustBadges.title"}}')
    expect(JSON.parse(readFileSync(join(copy, 'schemas/block.gen.schema.json'), 'utf8')).properties.type.enum).toContain('trust-badges')
    expect(readFileSync(join(copy, 'engine/shared/types/block.gen.ts'), 'utf8')).toContain('type: "trust-badges"')
    // An enhancer island loads no React: the manifest gives the browser its enhance.ts, not its block.ts.
    const manifest = readFileSync(join(copy, 'engine/registry/blockManifest.gen.ts'), 'utf8')
    expect(manifest).toContain('"trust-badges": {"hydrate":"visible","loader":false,"enhancer":true,"pageItem":[]}')
    expect(manifest).toContain(`"trust-badges": () => import('../../blocks/trust-badges/enhance.ts')`)
    expect(manifest).not.toContain('blocks/trust-badges/block.ts')

    // The new folder and what it imports, with the project's compiler options (not the whole project: its other errors are not the block's).
    writeFileSync(join(copy, 'tsconfig.new-block.json'), JSON.stringify({ extends: './tsconfig.json', include: ['blocks/trust-badges'] }))
    const typecheck = node([join(copy, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.new-block.json'])
    expect(typecheck.status, typecheck.stdout).toBe(0)
    const test = node([join(copy, 'node_modules/vitest/vitest.mjs'), 'run', 'blocks/trust-badges'])
    expect(test.status, test.stdout + test.stderr).toBe(0)
    expect(test.stdout).toMatch(/Tests\s+.*1 passed/)
  })

  it('refuses the same name again, and a name that is not kebab-case, changing nothing', { timeout: 60_000 }, () => {
    expect(existsSync(join(copy, 'blocks/trust-badges/block.ts'))).toBe(true)
    const before = snapshot()
    const again = newBlock(['trust-badges'])
    expect(again.status).toBe(1)
    expect(again.stderr).toContain(
      "blocks/trust-badges/ already exists: a block's name is its folder, so choose another name. Nothing was written.",
    )
    const camel = newBlock(['TrustSeals'])
    expect(camel.status).toBe(1)
    expect(camel.stderr).toContain(
      '"TrustSeals" is not a block name: use lowercase words joined by dashes, starting with a letter (did you mean "trust-seals"?)',
    )
    expect(snapshot()).toEqual(before)
  })
})
