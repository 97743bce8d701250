import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ScratchServer, startScratchServer } from './scratchServer.ts'

export type DevServer = ScratchServer

/** Beside the built site's port (E2E_PORT), so two test runs on one machine keep apart. */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50)

/** `npm run dev` in a scratch copy, once its first page answers (the documents validated, their data loaded). */
export function startDevServer(): Promise<DevServer> {
  return startScratchServer({ script: 'dev', port: DEV_PORT, host: 'localhost', ready: ['/de-de/'] })
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
