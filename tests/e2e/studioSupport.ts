import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { scratchRepository } from './scratchRepository.ts'

export interface Studio {
  /** The scratch repository the studio edits. */
  root: string
  url(path: string): string
  /** `git diff` of the scratch repository (what the studio wrote since it started). */
  diff(...paths: string[]): string
  stop(): Promise<void>
}

/** Beside the built site's port (E2E_PORT) and the dev server's (+50), so test runs on one machine keep apart. */
const STUDIO_PORT = Number(process.env.E2E_STUDIO_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 60)

/** `npm run studio` in a scratch repository, once it answers its app and a preview page. */
export async function startStudio(): Promise<Studio> {
  const root = scratchRepository('studio-', { git: true })
  const child: ChildProcess = spawn('npm', ['run', 'studio'], {
    cwd: root,
    env: { ...process.env, PORT: String(STUDIO_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = (path: string) => `http://127.0.0.1:${STUDIO_PORT}${path}`
  const diff = (...paths: string[]) => execFileSync('git', ['diff', '--', ...paths], { cwd: root, encoding: 'utf8' })
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    rmSync(root, { recursive: true, force: true })
  }
  const deadline = Date.now() + 200_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const app = await fetch(url('/studio/')).catch(() => undefined)
    const page = app?.status === 200 ? await fetch(url('/fr-ch/aeroport/')).catch(() => undefined) : undefined
    if (page?.status === 200) return { root, url, diff, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`npm run studio did not serve /studio/ and /fr-ch/aeroport/ on port ${STUDIO_PORT}:\n${output}`)
}
