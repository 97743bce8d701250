import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { REPO_ROOT } from '../../../engine/node/repoRoot.ts'

/** The few files of a built site the server treats differently: pages, a market 404, the error pages, an asset. */
const FIXTURE_FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Start</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  '500.html': '<!doctype html><title>Server error</title>',
  'en-us/index.html': '<!doctype html><title>en-US start</title>',
  'en-us/rental/index.html': '<!doctype html><title>en-US rental</title>',
  'en-us/404.html': '<!doctype html><title>en-US not found</title>',
  'assets/app.js': 'console.log(1)',
}

/** The path of a page that fails while being served (answered 500 with 500.html). */
export const UNREADABLE_PAGE = 'en-us/unreadable'

export interface ServedFixture {
  origin: string
  port: number
  process: ChildProcess
  /** Everything the server wrote to stderr so far (stack traces land here). */
  stderr: () => string
  stop: () => Promise<void>
}

/** `npm run serve` (tools/serve.ts, its own process, any free port) against a tiny built site in a temporary folder. */
export async function startServedFixture(
  options: { files?: Record<string, string>; prepare?: (root: string) => Promise<unknown>; env?: Record<string, string> } = {},
): Promise<ServedFixture> {
  // A build folder as dist/ is: the served client folder, and beside it the compressed variants (variantFile.ts).
  const build = mkdtempSync(join(tmpdir(), 'served-fixture-'))
  const root = join(build, 'client')
  for (const [file, text] of Object.entries({ ...FIXTURE_FILES, ...options.files })) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  // A page the server finds but cannot read (index.html is a folder): the one way a request fails while being served.
  mkdirSync(join(root, UNREADABLE_PAGE, 'index.html'), { recursive: true })
  // What the build does after writing the files (compressed variants, the _headers file).
  await options.prepare?.(root)
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts'], {
    cwd: REPO_ROOT,
    // The settings of tools/serve.ts as a deployment leaves them unless a test names one (options.env).
    env: { ...process.env, API_FAILURE_SIMULATION: '', ...options.env, SITE_DIR: root, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)))
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = ''
    child.stdout!.on('data', (chunk) => {
      stdout += String(chunk)
      const match = /http:\/\/localhost:(\d+)/.exec(stdout)
      if (match) resolve(Number(match[1]))
    })
    child.on('exit', (code) => reject(new Error(`tools/serve.ts ended with ${code} before listening:\n${stderr}`)))
  })
  return {
    origin: `http://localhost:${port}`,
    port,
    process: child,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill()
        await new Promise((resolve) => child.once('exit', resolve))
      }
      rmSync(build, { recursive: true, force: true })
    },
  }
}
