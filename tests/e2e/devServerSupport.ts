import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { scratchRepository } from './scratchRepository.ts'

export interface DevServer {
  /** The scratch copy of the repository the dev server serves. */
  root: string
  url(path: string): string
  stop(): Promise<void>
}

/** Beside the built site's port (E2E_PORT), so two test runs on one machine keep apart. */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50)

/** `npm run dev` in a scratch copy, once its first page answers (the documents validated, their data loaded). */
export async function startDevServer(): Promise<DevServer> {
  const root = scratchRepository('dev-server-')
  const child: ChildProcess = spawn('npm', ['run', 'dev'], {
    cwd: root,
    env: { ...process.env, PORT: String(DEV_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = (path: string) => `http://localhost:${DEV_PORT}${path}`
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    rmSync(root, { recursive: true, force: true })
  }
  const deadline = Date.now() + 200_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const answer = await fetch(url('/de-de/')).catch(() => undefined)
    if (answer?.status === 200) return { root, url, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`npm run dev did not serve /de-de/ on port ${DEV_PORT}:\n${output}`)
}

/** Adds blocks/zz-probe (a component with its own stylesheet) to the scratch copy, runs `npm run gen`, and places it first on the start page. */
export async function addProbeBlock(dev: DevServer): Promise<void> {
  const folder = join(dev.root, 'blocks/zz-probe')
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, 'props.schema.json'),
    `${JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', title: 'ZzProbeProps', type: 'object', additionalProperties: false, properties: {} }, null, 2)}\n`,
  )
  writeFileSync(
    join(folder, 'ZzProbe.tsx'),
    `import { css } from '@linaria/core'\n\nconst probe = css\`\n  outline: 2px dashed currentColor;\n\`\n\nexport function ZzProbe() {\n  return <p className={probe} data-probe-block="">Probe block added while the dev server ran</p>\n}\n`,
  )
  writeFileSync(
    join(folder, 'block.ts'),
    `import { defineBlock } from '../../engine/sdk.ts'\nimport { ZzProbe } from './ZzProbe.tsx'\n\nexport default defineBlock({ name: 'zz-probe', component: ZzProbe })\n`,
  )
  execFileSync('npm', ['run', '-s', 'gen'], { cwd: dev.root, stdio: 'pipe' })
  const startPage = join(dev.root, 'pages/start.json')
  const page = JSON.parse(readFileSync(startPage, 'utf8'))
  page.blocks.unshift({ id: 'probe', type: 'zz-probe', props: {} })
  writeFileSync(startPage, `${JSON.stringify(page, null, 2)}\n`)
}
