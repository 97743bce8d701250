import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../repoRoot.ts'
import { generatedComment, generatedHeader } from './generatedHeader.ts'

/** What a micro-app is made of: a folder of apps/ with this entry (apps/shared/ and the build scripts have none). */
export const MICRO_APP_ENTRY = 'src/main.tsx'
const SOURCES = [`apps/*/${MICRO_APP_ENTRY}`]

export const MICRO_APPS_FILE = 'features/micro-apps/microApps.gen.ts'
export const MICRO_APP_SCHEMA_FILE = 'schemas/microApp.gen.schema.json'

/**
 * The micro-apps of SPEC §7 this repository builds, sorted: the one list the app build, the browser's mount
 * (MICRO_APPS) and the documents' schema (a block's "app") are derived from, so adding an app is adding its folder.
 */
export function listMicroApps(root: string = REPO_ROOT): string[] {
  const folder = join(root, 'apps')
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, MICRO_APP_ENTRY)))
    .map((entry) => entry.name)
    .sort()
}

/** features/micro-apps/microApps.gen.ts: the names as a runtime list and a type, for the code that mounts apps. */
export function microAppsText(root: string = REPO_ROOT): string {
  const names = listMicroApps(root).map((name) => `  '${name}',`)
  return `${generatedHeader(SOURCES)}

/** SPEC §7: the micro-apps this repository builds, one per folder of apps/ with an entry src/main.tsx. */
export const MICRO_APPS = [\n${names.join('\n')}\n] as const
`
}

/** schemas/microApp.gen.schema.json: the names as a schema enum, so a document naming no built app fails validation. */
export function microAppSchemaText(root: string = REPO_ROOT): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: generatedComment(SOURCES),
    title: 'MicroAppName',
    description: 'A micro-app (SPEC §7) this repository builds: a folder of apps/ with an entry src/main.tsx.',
    enum: listMicroApps(root),
  }
  return `${JSON.stringify(schema, null, 2)}\n`
}
