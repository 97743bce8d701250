// The build checks the documents in a process of its own while it loads them and runs the data stage
// (tools/validation/validationBeside.ts). A document the validation refuses must still stop the build with the
// problem named at its line and nothing written, whether or not the documents made a site the build could go on with.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { ROUTE_LISTING_FILE } from '../data/routeListing.ts'

const SKIPPED = /^(node_modules|\.git|dist|dist-.+|test-results|playwright-report|\.vite|\.build-cache)$/
const STOPPED = '✗ Build stopped: fix the document errors above. Nothing was written; the last good build in dist/ is untouched.'

let copy: string
// Run as a market manager runs it: not under vitest's NODE_ENV=test.
const { NODE_ENV: _nodeEnv, VITEST: _vitest, ...env } = process.env
const build = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/buildIfChanged.ts', '--markets', 'mt'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...env, SITE_DIST: 'dist-invalid' },
    timeout: 120_000,
  })
const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(join(copy, file), 'utf8')
  expect(text).toContain(from)
  writeFileSync(join(copy, file), text.replace(from, to))
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'invalid-build-'))
  cpSync(REPO_ROOT, copy, { recursive: true, filter: (source) => !SKIPPED.test(relative(REPO_ROOT, source).split('/')[0]) })
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir')
}, 60_000)
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('a build of invalid documents', () => {
  it('stops on a schema error the site could be built with, after the data stage ran beside the validation', { timeout: 120_000 }, () => {
    edit('pages/faq.json', '"titleHeading": true', '"titleHeading": "yes"')
    const result = build()
    expect(result.status, result.stderr).toBe(1)
    expect(result.stdout).toMatch(/pages\/faq\.json:\d+:\d+/)
    expect(result.stdout).toContain('titleHeading')
    expect(result.stderr).toContain(STOPPED)
    expect(result.stderr).not.toContain('Engine bug')
    expect(existsSync(join(copy, 'dist-invalid'))).toBe(false)
    expect(existsSync(join(copy, ROUTE_LISTING_FILE))).toBe(false)
    edit('pages/faq.json', '"titleHeading": "yes"', '"titleHeading": true')
  })

  it('stops on a document that does not parse, without a site to go on with', { timeout: 120_000 }, () => {
    edit('markets/mt.json', '{', '{ ,')
    const result = build()
    expect(result.status, result.stderr).toBe(1)
    expect(result.stdout).toMatch(/markets\/mt\.json:1:\d+/)
    expect(result.stderr).toContain(STOPPED)
    expect(result.stderr).not.toContain('Engine bug')
    expect(existsSync(join(copy, 'dist-invalid'))).toBe(false)
  })
})
