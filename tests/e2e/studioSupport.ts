import { execFileSync } from 'node:child_process'
import { type ScratchServer, startScratchServer } from './scratchServer.ts'

export interface Studio extends ScratchServer {
  /** `git diff` of the scratch repository (what the studio wrote since it started). */
  diff(...paths: string[]): string
}

/** Beside the built site's port (E2E_PORT) and the dev server's (+50), so test runs on one machine keep apart. */
const STUDIO_PORT = Number(process.env.E2E_STUDIO_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 60)

/** `npm run studio` in a scratch repository, once it answers its app and a preview page. */
export async function startStudio(): Promise<Studio> {
  const server = await startScratchServer({
    script: 'studio',
    port: STUDIO_PORT,
    host: '127.0.0.1',
    ready: ['/studio/', '/fr-ch/aeroport/'],
    git: true,
  })
  const diff = (...paths: string[]) => execFileSync('git', ['diff', '--', ...paths], { cwd: server.root, encoding: 'utf8' })
  return { ...server, diff }
}
