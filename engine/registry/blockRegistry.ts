import { blockFiles, type BlockFacts } from '../model/blockFacts.ts'
import { assertUsage } from '../shared/assert.ts'
import type { BlockDefinition } from '../shared/defineBlock.ts'
import { blockManifest } from './blockManifest.gen.ts'
import type { BlockModule } from './blockModules.ts'

export type { BlockModule, EnhancerModule } from './blockModules.ts'

/**
 * The browser's block registry, from the block manifest (`npm run gen` lists the blocks): a lazy loader for each
 * block the browser hydrates with React and for each plain-DOM enhancer. In the browser each is its own chunk,
 * fetched only for a page that has its island; blocks that only render on the server have no loader here, so the
 * island runtime carries nothing for them. The server imports every block eagerly (engine/server/blockRegistry.ts).
 */
export { enhancerModules as blockEnhancers, reactIslandModules as blockModules } from './blockManifest.gen.ts'

/** Why a definition does not match what its folder declares, if it does not. */
function mismatch(definition: BlockDefinition, facts: BlockFacts): string | undefined {
  if (definition.hydrate !== facts.hydrate) return `hydrate is ${definition.hydrate}, the manifest says ${facts.hydrate}`
  if (Boolean(definition.data) !== facts.loader) return `data is ${definition.data ? 'set' : 'not set'}, the manifest says ${facts.loader}`
  if (Boolean(definition.enhance) !== facts.enhancer)
    return `enhance is ${definition.enhance ? 'set' : 'not set'}, the manifest says ${facts.enhancer}`
  return undefined
}

/**
 * The definitions of the blocks the manifest lists, each checked against it: named after its folder, and declaring
 * what the manifest says (a definition changed since `npm run gen` ran). A folder the manifest does not list yet is
 * left out until `npm run gen` runs (validation says so for a page that places it), so adding a block while the dev
 * server runs breaks no page.
 */
export function createBlockRegistry(
  modules: Record<string, BlockModule>,
  manifest: Readonly<Record<string, BlockFacts>> = blockManifest,
): Map<string, BlockDefinition> {
  const registry = new Map<string, BlockDefinition>()
  for (const [name, facts] of Object.entries(manifest)) {
    const file = blockFiles(name).definition
    const definition = modules[`/${file}`]?.default
    assertUsage(
      definition !== undefined,
      `${file} is listed in the block manifest but missing; run \`npm run gen\` after removing a block.`,
    )
    assertUsage(
      typeof definition.name === 'string' && Boolean(definition.component),
      `${file} must "export default defineBlock({ name, component })".`,
    )
    assertUsage(
      definition.name === name,
      `${file} declares the name "${definition.name}"; a block's name must equal its folder name ("${name}").`,
    )
    const wrong = mismatch(definition, facts)
    assertUsage(!wrong, `${file} has changed since \`npm run gen\` wrote the block manifest (${wrong}): run \`npm run gen\`.`)
    registry.set(name, definition)
  }
  return registry
}
