import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'

// A build pointed at a web API that fails must stop before writing anything, name the endpoint and the
// market, and leave the last good site in place.
let server: Server
let base: string
let dist: string

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(503, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ message: `maintenance (${request.url})` }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  dist = mkdtempSync(join(tmpdir(), 'site-dist-'))
  mkdirSync(join(dist, 'client'))
  writeFileSync(join(dist, 'client', 'index.html'), 'the last good build')
})

afterAll(() => {
  server.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('a build against a failing web API', { timeout: 120_000 }, () => {
  it('fails naming the endpoint and market, and leaves the last good dist/ untouched', async () => {
    // Asynchronous: the fake API answers from this process while the build runs.
    // The environment of a person's shell, not vitest's (NODE_ENV=test would hide runtime errors of styled components).
    const { NODE_ENV: _nodeEnv, VITEST: _vitest, ...shell } = process.env
    const child = spawn('npx', ['tsx', 'tools/build.ts'], { cwd: fromRepo('.'), env: { ...shell, SITE_API_BASE: base, SITE_DIST: dist } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(status).toBe(1)
    expect(output).toMatch(
      new RegExp(
        `pages/branches\\.json:\\d+:\\d+  /blocks/0  GET ${base.replace(/\./g, '\\.')}/v1/branch/next/stations\\?country=[A-Z]{2} failed for market [a-z]{2} \\([a-z]{2}-[A-Z]{2}\\)`,
      ),
    )
    expect(output).toContain('http 503')
    expect(output).toContain('✗ Build stopped: the data the pages need did not load')
    expect(output).not.toContain('Engine bug')
    expect(readdirSync(join(dist, 'client'))).toEqual(['index.html'])
    expect(readdirSync(join(dist, '..')).filter((name) => name.startsWith(`${dist.split('/').pop()}-staging`))).toEqual([])
  })
})
