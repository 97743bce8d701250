/**
 * The micro-apps this repository builds (SPEC §7): every folder of apps/ with an entry src/main.tsx, so adding an
 * app is adding its folder. apps/shared/ (code the apps share) and the build scripts beside this file have no entry.
 * Build time only. `npm run gen` writes the same list for the browser (features/micro-apps/microApps.gen.ts) and the
 * documents (schemas/microApp.gen.schema.json), from the same folders (engine/node/gen/microApps.ts).
 */
import { listMicroApps, MICRO_APP_ENTRY } from '../engine/node/gen/microApps.ts'

export interface WebApp {
  /** The folder name, which is also the app's path under the web-app base: {webAppBase}/{name}/. */
  name: string
  /** The entry module, relative to the repository. */
  entry: string
}

export function listWebApps(): WebApp[] {
  return listMicroApps().map((name) => ({ name, entry: `apps/${name}/${MICRO_APP_ENTRY}` }))
}
