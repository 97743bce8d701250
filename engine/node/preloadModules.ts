/**
 * After prerendering, in a build folder: each page gets `<link rel="modulepreload">` in its head for the JavaScript
 * it runs at once. Without them the browser finds the entry script at the end of the body, and each static import
 * only after the file naming it arrived (one round trip per level); islands that hydrate on load fetched their
 * chunk only after the runtime ran. Now: the page's module scripts' static imports, and the chunks (with their
 * static imports) of its islands with `data-hydrate="load"`: a block's plain-DOM enhancer when it has one, else its
 * block chunk and the React half of the island runtime (react-dom). Idle and visible islands stay on demand.
 * The map of chunks is Vike's copy of Vite's manifest (dist/assets.json).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const MANIFEST_FILE = 'assets.json'

interface ManifestChunk {
  file: string
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

const MODULE_SCRIPT = /<script\b[^>]*\bsrc="\/([^"]+)"[^>]*\btype="module"[^>]*>|<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"[^>]*>/g
const LOAD_ISLAND = /\bdata-island="([\w-]+)" data-hydrate="load"/g
const BLOCK_MODULE = (name: string) => `blocks/${name}/block.ts`
const ENHANCER_MODULE = (name: string) => `blocks/${name}/enhance.ts`
/** What engine/client/hydrateIslands.ts imports before the first React island hydrates. */
export const REACT_RUNTIME_MODULE = 'engine/client/mountIsland.tsx'

/** The manifest keys a load island runs: its enhancer, or its block and the React runtime. */
function loadIslandModules(manifest: Manifest, name: string): string[] {
  return manifest[ENHANCER_MODULE(name)] ? [ENHANCER_MODULE(name)] : [BLOCK_MODULE(name), REACT_RUNTIME_MODULE]
}

/** The files a manifest key needs: its own and those of its static imports, depth first, each once. */
export function moduleClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => moduleClosure(manifest, imported, seen))]
}

/** The preload links for one page's HTML; empty when it runs no module of the manifest. */
export function modulePreloadLinks(html: string, manifest: Manifest): string[] {
  let keyOfFile = keysOfFiles.get(manifest)
  if (!keyOfFile) {
    keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
    keysOfFiles.set(manifest, keyOfFile)
  }
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? match[2])
  const seen = new Set<string>()
  const files = [
    ...scripts.flatMap((file) => (keyOfFile.has(file) ? moduleClosure(manifest, keyOfFile.get(file)!, seen) : [])),
    ...[...html.matchAll(LOAD_ISLAND)].flatMap((match) =>
      loadIslandModules(manifest, match[1]).flatMap((key) => moduleClosure(manifest, key, seen)),
    ),
  ]
  // The scripts themselves are already in the page.
  return [...new Set(files)].filter((file) => !scripts.includes(file)).map((file) => `<link rel="modulepreload" href="/${file}">`)
}

const keysOfFiles = new WeakMap<Manifest, Map<string, string>>()

/** The build's manifest (undefined when it wrote none). */
export function readManifest(buildDir: string): Manifest | undefined {
  const manifestPath = join(buildDir, MANIFEST_FILE)
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : undefined
}

/** The page with its preload links at the end of its head; undefined: it needs none. */
export function withModulePreloads(html: string, manifest: Manifest): string | undefined {
  const links = modulePreloadLinks(html, manifest)
  if (links.length === 0 || !html.includes('</head>')) return undefined
  return html.replace('</head>', `${links.join('')}</head>`)
}
