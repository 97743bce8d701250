import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { scratchRepository } from './scratchRepository.ts'

export interface ScratchServer {
  /** The scratch copy of the repository the server runs in. */
  root: string
  url(path: string): string
  /** What the server printed so far (attached to a failed test: a busy CI machine shows why). */
  output(): string
  stop(): Promise<void>
}

interface Options {
  /** The npm script that starts the server ("dev", "studio"). */
  script: string
  port: number
  /** The host the server answers on: "localhost", or "127.0.0.1" for one bound there only. */
  host: string
  /** The paths that must answer 200, in order, before the server counts as ready. */
  ready: string[]
  /** A git repository of its own (scratchRepository), so a test reads what it changed with git diff. */
  git?: boolean
}

/** `npm run <script>` in a scratch copy of the repository, once its `ready` paths answer; its output in the error when they never do. */
export async function startScratchServer({ script, port, host, ready, git }: Options): Promise<ScratchServer> {
  const root = scratchRepository(`${script}-`, { git })
  const child: ChildProcess = spawn('npm', ['run', script], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = (path: string) => `http://${host}:${port}${path}`
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    rmSync(root, { recursive: true, force: true })
  }
  const answers = async (path: string) => (await fetch(url(path)).catch(() => undefined))?.status === 200
  const deadline = Date.now() + 200_000
  while (Date.now() < deadline && child.exitCode === null) {
    let answered = 0
    while (answered < ready.length && (await answers(ready[answered]))) answered++
    if (answered === ready.length) return { root, url, stop, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`npm run ${script} did not serve ${ready.join(' and ')} on port ${port}:\n${output}`)
}
