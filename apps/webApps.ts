/**
 * The micro-apps this repository builds (SPEC §7): every folder of apps/ with an entry src/main.tsx, so adding an
 * app is adding its folder. apps/shared/ (code the apps share) and the build scripts beside this file have no entry.
 * Build time only. The names the site may mount are features/micro-apps/microApps.ts (MICRO_APPS), which
 * apps/webApps.test.ts holds to these folders.
 */
import { existsSync, readdirSync } from 'node:fs'
import { fromRepo } from '../engine/node/repoRoot.ts'

export interface WebApp {
  /** The folder name, which is also the app's path under the web-app base: {webAppBase}/{name}/. */
  name: string
  /** The entry module, relative to the repository. */
  entry: string
}

export function listWebApps(appsFolder = fromRepo('apps')): WebApp[] {
  return readdirSync(appsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${appsFolder}/${entry.name}/src/main.tsx`))
    .map((entry) => ({ name: entry.name, entry: `apps/${entry.name}/src/main.tsx` }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
