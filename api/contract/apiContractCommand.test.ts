// Protects the command a backend's pipeline runs: `npm run api:contract -- --base <url>` against a served reference
// API prints one line per endpoint and a summary, and exits non-zero exactly when an endpoint differs.
import { spawn, execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationsOf } from '../../engine/node/gen/openApiDocument.ts'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { readApiContract } from './readApiContract.ts'

/** This machine's test servers use ports 3600–3649; the first free one. */
async function freePort(): Promise<number> {
  for (let port = 3600; port < 3650; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('No free port in 3600–3649.')
}

let server: ReturnType<typeof spawn> | undefined
let siteDir = ''
let base = ''

beforeAll(async () => {
  // The server wants a built site; the API needs none, so a folder with an index page stands in for dist/client.
  siteDir = mkdtempSync(join(tmpdir(), 'contract-site-'))
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>')
  const port = await freePort()
  // `npx tsx` as one Node process (tsx's loader), so that killing it ends the server.
  server = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), SITE_DIR: siteDir },
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes('Serving')) resolve()
    })
    server!.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    server!.once('exit', () => reject(new Error(`tools/serve.ts ended: ${output}`)))
  })
  base = `http://localhost:${port}/api`
})

afterAll(() => {
  server?.kill()
  rmSync(siteDir, { recursive: true, force: true })
})

describe('npm run api:contract', () => {
  it('prints one line per endpoint and a summary, and passes against the reference API', async () => {
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile('npm', ['run', '-s', 'api:contract', '--', '--base', base], { cwd: REPO_ROOT }, (error, out) =>
        resolve({ code: error ? Number(error.code) : 0, stdout: out }),
      )
    })
    const lines = stdout.trim().split('\n')
    const operations = operationsOf(readApiContract())
    expect(lines).toHaveLength(operations.length + 1)
    for (const [index, { method, path }] of operations.entries())
      expect(lines[index]).toMatch(new RegExp(`^[✓✗] ${method.toUpperCase()} ${path.replace(/[{}.]/g, '\\$&')} `))
    const failing = lines.filter((line) => line.startsWith('✗ '))
    expect(failing, failing.join('\n')).toEqual([])
    expect(lines.at(-1)).toMatch(/^✓ \d+ endpoints answer as the contract says/)
    expect(code).toBe(0)
  }, 60000)
})
