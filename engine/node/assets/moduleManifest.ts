/**
 * The build's map of browser chunks (Vite's manifest, which tools/bundle/bundleSite.ts moves to dist/assets.json) and the module preloads
 * a page gets from it. Without preloads the browser finds the entry script at the end of the body, and each static
 * import only after the file naming it arrived (one round trip per level); islands that hydrate on load fetched
 * their chunk only after the runtime ran. A page preloads its script's static imports, and the chunks (with their
 * static imports) of its islands that hydrate on load: a block's plain-DOM enhancer when it has one, else its block
 * chunk and the React half of the island runtime (react-dom). Idle and visible islands stay on demand.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockFiles } from '../../model/blockFacts.ts'
import type { RenderedIsland } from '../../model/renderedPage.ts'
import { blockManifest } from '../../registry/blockManifest.gen.ts'
import type { IslandModules } from '../../shared/islandModules.ts'

export const MANIFEST_FILE = 'assets.json'

interface ManifestChunk {
  file: string
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** What engine/client/hydrateIslands.ts imports when an island's trigger fires: for a React block, for an enhancer. */
export const REACT_ISLAND_START_MODULE = 'engine/client/startReactIsland.ts'
export const ENHANCER_START_MODULE = 'engine/client/startEnhancer.ts'
/** What engine/client/startReactIsland.ts imports before a React island hydrates. */
export const REACT_RUNTIME_MODULE = 'engine/client/mountIsland.tsx'
/** What engine/client/startEnhancer.ts imports before an enhancer runs: its `t`. */
export const TRANSLATION_RUNTIME_MODULE = 'engine/shared/i18n/translate.ts'

/** The module an island's block starts from in the browser: its plain-DOM enhancer, else its React definition. */
export function islandModuleKey(name: string): { key: string; enhancer: boolean } {
  const enhancer = blockManifest[name]?.enhancer ?? false
  return { key: enhancer ? blockFiles(name).enhancer : blockFiles(name).definition, enhancer }
}

/**
 * The manifest keys an island runs once its trigger fires: the runtime half that starts islands, and its enhancer with
 * the translation runtime, or its block with the React runtime.
 */
function islandRunModules(name: string): string[] {
  const files = blockFiles(name)
  return blockManifest[name]?.enhancer
    ? [files.enhancer, ENHANCER_START_MODULE, TRANSLATION_RUNTIME_MODULE]
    : [files.definition, REACT_ISLAND_START_MODULE, REACT_RUNTIME_MODULE]
}

/** The files a manifest key needs: its own and those of its static imports, depth first, each once. */
export function moduleClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => moduleClosure(manifest, imported, seen))]
}

/** The files to preload for a page whose script is this manifest key (none: no script) with these islands. */
export function modulePreloads(manifest: Manifest, scriptKey: string | undefined, islands: readonly RenderedIsland[]): string[] {
  const seen = new Set<string>()
  const script = scriptKey ? manifest[scriptKey]?.file : undefined
  const files = [
    ...(scriptKey ? moduleClosure(manifest, scriptKey, seen) : []),
    ...islands
      .filter((island) => island.hydrate === 'load')
      .flatMap((island) => islandRunModules(island.type).flatMap((key) => moduleClosure(manifest, key, seen))),
  ]
  // The script itself is already in the page.
  return [...new Set(files)].filter((file) => file !== script)
}

/**
 * Where the islands of a page whose script is this manifest key find their blocks' chunks, with the files each
 * runs that the script has not loaded: its own imports and the runtime half that starts it (islandRunModules), all
 * preloaded together when its trigger fires (engine/shared/islandModules.ts). A block type the manifest has no chunk
 * for is left out: the island runtime says so and leaves the island as static HTML.
 */
export function islandModulesOf(manifest: Manifest, scriptKey: string, islands: readonly RenderedIsland[]): IslandModules {
  const loaded = new Set(moduleClosure(manifest, scriptKey))
  const modules: IslandModules = {}
  for (const name of new Set(islands.map((island) => island.type))) {
    const { key, enhancer } = islandModuleKey(name)
    const seen = new Set<string>()
    const [file, ...imports] = islandRunModules(name).flatMap((runKey) => moduleClosure(manifest, runKey, seen))
    if (!file || !manifest[key]) continue
    modules[name] = { enhancer, url: `/${file}`, imports: imports.filter((path) => !loaded.has(path)).map((path) => `/${path}`) }
  }
  return modules
}

/** The build's manifest (undefined when it wrote none). */
export function readManifest(buildDir: string): Manifest | undefined {
  const manifestPath = join(buildDir, MANIFEST_FILE)
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : undefined
}
