import { blockFiles, isReactIsland, type BlockFacts } from '../../model/blockFacts.ts'
import { generatedHeader } from './generatedHeader.ts'

export const BLOCK_MANIFEST_FILE = 'engine/registry/blockManifest.gen.ts'

/** An object literal of lazy loaders by block name; `file` picks the module of a block folder. */
const loadersOf = (names: string[], file: (name: string) => string) =>
  names.length ? `{\n${names.map((name) => `  ${JSON.stringify(name)}: () => import('../../${file(name)}'),`).join('\n')}\n}` : '{}'

/**
 * The block manifest: every block's facts (readBlockFolders), and the browser's lazy loaders of the blocks it may
 * hydrate, by name, each a literal import() so that the bundler makes it a chunk of its own. React islands get a
 * loader of their block.ts, enhanced islands one of their enhance.ts; a server-only block (hero, faq…) gets none,
 * so page scripts carry nothing for it.
 */
export function blockManifestText(blocks: Record<string, BlockFacts>): string {
  const names = Object.keys(blocks).sort()
  const entries = names.map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(blocks[name])},`)
  const reactIslands = names.filter((name) => isReactIsland(blocks[name]))
  const enhancers = names.filter((name) => blocks[name].enhancer)
  return `${generatedHeader(['blocks/*/block.ts', 'blocks/*/props.schema.json', 'blocks/*/data.ts', 'blocks/*/enhance.ts'])}
import type { BlockFacts } from '../model/blockFacts.ts'
import type { BlockModule, EnhancerModule } from './blockModules.ts'

/** Every block, by name: when it hydrates, whether it has a loader or an enhancer, the page items its loader reads. */
export const blockManifest: Readonly<Record<string, BlockFacts>> = {
${entries.join('\n')}
}

/** The browser's loaders of the React islands' definitions (blocks that hydrate, without an enhancer), by block name. */
export const reactIslandModules: Readonly<Record<string, () => Promise<BlockModule>>> = ${loadersOf(reactIslands, (name) => blockFiles(name).definition)}

/** The browser's loaders of the plain-DOM enhancers, by block name. */
export const enhancerModules: Readonly<Record<string, () => Promise<EnhancerModule>>> = ${loadersOf(enhancers, (name) => blockFiles(name).enhancer)}
`
}
