import { assertUsage } from '../shared/assert.ts'
import type { BlockDefinition, IslandEnhancer } from '../shared/defineBlock.ts'
import { findIslandBlockModules } from './islandBlocks.gen.ts'

export interface BlockModule {
  default: BlockDefinition
}

export interface EnhancerModule {
  default: IslandEnhancer
}

/**
 * The browser's block registry: a lazy loader for each block the browser may hydrate with React (interactive, without
 * a plain-DOM enhancer), so adding a block is adding its folder (and `npm run gen`, which lists it:
 * islandBlocks.gen.ts). In the browser each block is its own chunk, fetched only for a page that has its island;
 * blocks that only render on the server have no loader here, so the island runtime carries nothing for them. The
 * server imports every block eagerly (engine/server/blockRegistry.ts).
 */
export const blockModules = findIslandBlockModules()

function findEnhancers(): Record<string, () => Promise<EnhancerModule>> {
  return import.meta.glob<EnhancerModule>('/blocks/*/enhance.ts')
}

/**
 * Blocks whose island needs no React in the browser: blocks/<name>/enhance.ts brings the server-rendered HTML to
 * life with plain DOM code, and the island runtime then fetches neither the block's component nor react-dom.
 */
export const blockEnhancers = findEnhancers()

export const blockEnhancerPath = (name: string) => `/blocks/${name}/enhance.ts`

/** The registry key of a block: its block.ts, as import.meta.glob names it. */
export const blockModulePath = (name: string) => `/blocks/${name}/block.ts`

/** Checks every definition: its name must be unique and equal its folder name. */
export function createBlockRegistry(modules: Record<string, BlockModule>): Map<string, BlockDefinition> {
  const registry = new Map<string, BlockDefinition>()
  const folders = new Map<string, string>()
  for (const [path, module] of Object.entries(modules)) {
    const folder = /blocks\/([^/]+)\/block\.ts$/.exec(path)?.[1] ?? path
    const definition = module.default
    assertUsage(
      definition && typeof definition.name === 'string',
      `${path} must "export default defineBlock({ name, component, interactive })".`,
    )
    assertUsage(
      !registry.has(definition.name),
      `Two blocks are named "${definition.name}": blocks/${folders.get(definition.name)}/block.ts and blocks/${folder}/block.ts. Block names must be unique; rename one of them.`,
    )
    assertUsage(
      definition.name === folder,
      `blocks/${folder}/block.ts declares the name "${definition.name}"; a block's name must equal its folder name ("${folder}").`,
    )
    registry.set(definition.name, definition)
    folders.set(definition.name, folder)
  }
  return registry
}
