/**
 * The micro-apps' build (apps/buildWebApps.ts), reused when its inputs are unchanged (issue 28 §2, the build's fixed
 * cost): its output folder is kept in the transform cache (contentStore.ts) under the hash of every app entry's
 * import closure (importClosure.ts), the build's own code, the lockfile and the options. An app whose closure uses
 * `import.meta.glob` cannot be hashed: the apps are then always built.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildWebApps } from '../../apps/buildWebApps.ts'
import { listWebApps } from '../../apps/webApps.ts'
import { siteFiles } from '../../engine/node/delivery/siteFiles.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { sha256 } from '../incremental/fileHashes.ts'
import { contentStore } from './contentStore.ts'
import { importClosureReader } from './importClosure.ts'

/** The code that builds the apps: a change to it is a change of every app's output. */
const BUILD_CODE = ['apps/buildWebApps.ts', 'apps/webApps.ts', 'tools/vite/featureEntriesPlugin.ts', 'package-lock.json']

/** Writes {clientDir}/web-apps/ as buildWebApps does, from the cache when the same inputs were built before. */
export async function keptWebApps(clientDir: string, options: { suffix?: string }): Promise<'reused' | 'built'> {
  const store = contentStore('web-apps')
  const key = store && webAppsKey(options)
  const outDir = join(clientDir, 'web-apps')
  const kept = key ? store?.get(key) : undefined
  if (kept) {
    const files = JSON.parse(kept.toString('utf8')) as Record<string, string>
    rmSync(outDir, { recursive: true, force: true })
    for (const [file, base64] of Object.entries(files)) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true })
      writeFileSync(join(outDir, file), Buffer.from(base64, 'base64'))
    }
    return 'reused'
  }
  await buildWebApps(clientDir, options)
  if (key) {
    const files = Object.fromEntries(siteFiles(outDir, /./).map((file) => [file, readFileSync(join(outDir, file)).toString('base64')]))
    store?.put(key, Buffer.from(JSON.stringify(files)))
  }
  return 'built'
}

function webAppsKey(options: { suffix?: string }): string | undefined {
  const root = fromRepo('.')
  const closureOf = importClosureReader(root)
  const closures: string[] = []
  for (const app of listWebApps()) {
    const entry = fromRepo(app.entry)
    const closure = closureOf(entry, readFileSync(entry, 'utf8'))
    if (closure === undefined) return undefined
    closures.push(app.name, closure)
  }
  return sha256(JSON.stringify(options), root, ...BUILD_CODE.map((file) => readFileSync(fromRepo(file))), ...closures)
}
