/**
 * Static-page latency while logins run: `npm run serve` (tools/serve.ts, its own process) on a small site in a
 * temporary folder; a static page is asked for one request after another, first alone (300 requests), then for at
 * least 10 s while LOGINS clients log in without pause (each login hashes a password with scrypt, api/model/passwordHash.ts). Figures, not pass/fail: the
 * aim is a p99 under 100 ms with 16 logins on a 2-core machine, so that hashing cannot starve file serving.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'

export const LOGINS = 16
const PAGE_REQUESTS = 300
/** The loaded phase lasts at least this long, so that many hashes run during it, whatever the pages' speed. */
const LOADED_PHASE_MS = 10_000
/** Under load a page once took seconds: a phase ends after this long, with the requests it got through. */
const PHASE_LIMIT_MS = 20_000
const PASSWORD = 'correct-horse-battery'

export interface LatencyFigures {
  requests: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

export interface LoginLoadFigures {
  logins: number
  idle: LatencyFigures
  underLoad: LatencyFigures
  loginsCompleted: number
  loginsPerSecond: number
  loginP50Ms: number
  /** Statuses other than 200 the logins got (429, 503 …), by status. */
  otherLoginStatuses: Record<string, number>
}

const agent = new Agent({ keepAlive: true, maxSockets: LOGINS + 4 })

function send(origin: string, path: string, method = 'GET', body?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume()
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, ms: performance.now() - started }))
        answer.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
}

function latencies(values: number[]): LatencyFigures {
  const sorted = [...values].sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    requests: values.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  }
}

async function pageLatencies(origin: string, minimumMs = 0): Promise<number[]> {
  const values: number[] = []
  const started = performance.now()
  const elapsed = () => performance.now() - started
  while ((values.length < PAGE_REQUESTS || elapsed() < minimumMs) && elapsed() < PHASE_LIMIT_MS)
    values.push((await send(origin, '/en-us/')).ms)
  return values
}

/** A site of a page of about the size of a built one (40 KB of HTML), served from a temporary folder. */
function smallSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-login-load-'))
  const page = `<!doctype html><title>Start</title><main>${'<p>Rent a car at the airport.</p>'.repeat(1200)}</main>`
  for (const [file, text] of Object.entries({ 'index.html': page, '404.html': page, '500.html': page, 'en-us/index.html': page })) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  return root
}

export async function benchLoginLoad(): Promise<LoginLoadFigures> {
  const root = smallSite()
  // PORT as npm run serve takes it (0: any free port).
  const server = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts'], {
    cwd: REPO_ROOT,
    // Its accounts are the bench's own: kept in memory, never in the default database file.
    env: { ...process.env, SITE_DIR: root, PORT: process.env.PORT ?? '0', API_DATABASE: ':memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let output = ''
      server.stdout!.on('data', (chunk) => {
        output += String(chunk)
        const match = /http:\/\/localhost:(\d+)/.exec(output)
        if (match) resolve(`http://localhost:${match[1]}`)
      })
      server.on('exit', (code) => reject(new Error(`tools/serve.ts ended with ${code} before listening`)))
    })
    const emails = Array.from({ length: LOGINS }, (_, n) => `bench-${process.pid}-${n}@example.com`)
    for (const email of emails)
      await send(origin, '/api/v2/users', 'POST', JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password: PASSWORD }))
    await pageLatencies(origin) // warm-up: the server's first requests compile code and open files
    const idle = await pageLatencies(origin)

    let running = true
    const loginTimes: number[] = []
    const otherLoginStatuses: Record<string, number> = {}
    const loginsStarted = performance.now()
    const loops = emails.map(async (email) => {
      while (running) {
        const { status, ms } = await send(origin, '/api/v1/auth/login', 'POST', JSON.stringify({ email, password: PASSWORD }))
        if (status === 200) loginTimes.push(ms)
        else otherLoginStatuses[status] = (otherLoginStatuses[status] ?? 0) + 1
      }
    })
    const underLoad = await pageLatencies(origin, LOADED_PHASE_MS)
    const loadSeconds = (performance.now() - loginsStarted) / 1000
    const loginsInPhase = loginTimes.length
    running = false
    await Promise.all(loops)
    return {
      logins: LOGINS,
      idle: latencies(idle),
      underLoad: latencies(underLoad),
      loginsCompleted: loginsInPhase,
      loginsPerSecond: Math.round((loginsInPhase / loadSeconds) * 10) / 10,
      loginP50Ms: latencies(loginTimes).p50Ms,
      otherLoginStatuses,
    }
  } finally {
    agent.destroy()
    server.kill()
    rmSync(root, { recursive: true, force: true })
  }
}
