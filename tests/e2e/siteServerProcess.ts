import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A `npm run serve` of its own, with its own database and outbox, that a test can stop and start again. */
export interface SiteServerProcess {
  /** http://localhost:<port>, the same across restarts. */
  origin: string
  /** The scratch folder holding the database file and the outbox. */
  dataDir: string
  outboxDir: string
  restart(): Promise<void>
  stop(): Promise<void>
}

const SERVING = /Serving .* at http:\/\/localhost:(\d+)/

function launch(port: number, dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn('npx', ['tsx', 'tools/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_DIST: process.env.SITE_DIST ?? 'dist',
      API_DATABASE: join(dataDir, 'reference-api.sqlite'),
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`tools/serve.ts did not start within 30 s:\n${output}`)), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk
      const serving = SERVING.exec(output)
      if (!serving) return
      clearTimeout(timer)
      resolve({ child, port: Number(serving[1]) })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`tools/serve.ts ended with ${code}:\n${output}`))
    })
  })
}

function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve()
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.on('exit', () => resolve())
    process.kill(-child.pid!, 'SIGTERM')
  })
}

/** Starts the built site's server on a free port; restart() stops it and starts it again on the same port and data. */
export async function startSiteServer(): Promise<SiteServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-server-'))
  let running = await launch(0, dataDir)
  const port = running.port
  return {
    origin: `http://localhost:${port}`,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    async restart() {
      await ended(running.child)
      running = await launch(port, dataDir)
    },
    async stop() {
      await ended(running.child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
