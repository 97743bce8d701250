import { existsSync, readdirSync } from 'node:fs'
import { assertUsage } from '../../shared/assert.ts'
import type { BlockData, RouteSource } from '../../shared/data/defineBlockData.ts'
import { join } from 'node:path'
import { blockFiles } from '../../model/blockFacts.ts'
import { blockManifest } from '../../registry/blockManifest.gen.ts'
import { fromRepo } from '../repoRoot.ts'
import { itemChecks, routeItemSchemas, type ItemCheck, type RouteItemSchema } from '../validate/routeItemSchemas.ts'

/** Loads a module by repository-relative path: tsx's import() in tools, the Vite dev server's ssrLoadModule in `npm run dev`. */
export type ImportModule = (file: string) => Promise<unknown>

export interface DataModule<T> {
  /** Repository-relative file, for messages. */
  file: string
  definition: T
}

export interface DataModules {
  /** Block type → its loader (blocks/<name>/data.ts). */
  loaders: Map<string, DataModule<BlockData>>
  /** Route source name → its module (sources/<name>.ts). */
  sources: Map<string, DataModule<RouteSource>>
  /** Route source name → the check of its items' data against sources/<name>.item.schema.json (none: items are not checked). */
  itemChecks?: Map<string, ItemCheck>
  /** Route source name → the item schema its items follow, for a loader's "pageItem" (none: every placement is let through). */
  itemSchemas?: Map<string, RouteItemSchema | undefined>
}

/** The route sources a page's "generate.from" may name: the files of sources/ (under `engineRoot`, the repository). */
export function routeSourceNames(engineRoot?: string): string[] {
  const folder = engineRoot === undefined ? fromRepo('sources') : join(engineRoot, 'sources')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.gen.ts'))
    .map((name) => name.slice(0, -3))
    .sort()
}

/** The blocks the manifest lists with a loader. */
const blocksWithLoaders = (): string[] => Object.keys(blockManifest).filter((name) => blockManifest[name].loader)

async function loadDefinition<T>(
  importModule: ImportModule,
  file: string,
  check: (value: Record<string, unknown>) => boolean,
  shape: string,
): Promise<DataModule<T>> {
  // The export is unknown until `check` has looked at its shape.
  const module = (await importModule(file)) as { default?: Record<string, unknown> }
  assertUsage(module.default && check(module.default), `${file} must "export default ${shape}".`)
  return { file, definition: module.default as T }
}

/** Every block loader and route source of the repository, imported through `importModule`. */
export async function findDataModules(importModule: ImportModule): Promise<DataModules> {
  const loaders = new Map<string, DataModule<BlockData>>()
  const sources = new Map<string, DataModule<RouteSource>>()
  for (const block of blocksWithLoaders()) {
    loaders.set(
      block,
      await loadDefinition(importModule, blockFiles(block).loader, (d) => typeof d.load === 'function', 'defineBlockData({ load })'),
    )
  }
  for (const name of routeSourceNames()) {
    sources.set(
      name,
      await loadDefinition(importModule, `sources/${name}.ts`, (d) => typeof d.load === 'function', 'defineRouteSource({ load })'),
    )
  }
  const names = [...sources.keys()]
  return { loaders, sources, itemChecks: itemChecks(names), itemSchemas: routeItemSchemas(names) }
}
