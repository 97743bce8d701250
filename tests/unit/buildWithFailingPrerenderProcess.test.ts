import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'

// A prerender process that dies while the build runs (tools/prerender) must stop the build, naming the process,
// and leave the last good site in place: no page of its slice may go missing from a site that is swapped in.
const dist = `dist-shards/failing-prerender-process-${process.pid}`
let preload: string

beforeAll(() => {
  mkdirSync(fromRepo(join(dist, 'client')), { recursive: true })
  writeFileSync(fromRepo(join(dist, 'client', 'index.html')), 'the last good build')
  // Loaded into every Node process of the build (NODE_OPTIONS); only a prerender process (started with --index) dies.
  preload = join(mkdtempSync(join(tmpdir(), 'failing-slice-')), 'failInSlice.mjs')
  writeFileSync(
    preload,
    "if (process.argv.includes('--index')) { console.error('simulated crash of a prerender process'); process.exit(3) }\n",
  )
})

afterAll(() => rmSync(fromRepo(dist), { recursive: true, force: true }))

describe('a build whose second prerender process dies', { timeout: 180_000 }, () => {
  it('stops naming the process and its exit code, and leaves the last good dist/ untouched', async () => {
    // The environment of a person's shell, not vitest's.
    const { NODE_ENV: _nodeEnv, VITEST: _vitest, ...shell } = process.env
    const env = { ...shell, SITE_DIST: dist, PRERENDER_PROCESSES: '2', NODE_OPTIONS: `--import ${pathToFileURL(preload).href}` }
    const child = spawn('npx', ['tsx', 'tools/build.ts', '--markets', 'mt'], { cwd: fromRepo('.'), env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(output).toContain('simulated crash of a prerender process')
    expect(output).toContain('prerender process 2 of 2 stopped (exit code 3)')
    expect(status).toBe(2)
    expect(readdirSync(fromRepo(join(dist, 'client')))).toEqual(['index.html'])
    expect(readFileSync(fromRepo(join(dist, 'client', 'index.html')), 'utf8')).toBe('the last good build')
    expect(readdirSync(fromRepo('dist-shards')).filter((name) => name.startsWith(`failing-prerender-process-${process.pid}-`))).toEqual([])
  })
})
