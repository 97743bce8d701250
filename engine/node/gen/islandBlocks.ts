import { existsSync, readFileSync } from 'node:fs'
import { fromRepo } from '../repoRoot.ts'
import { generatedHeader } from './generatedHeader.ts'

export const ISLAND_BLOCKS_FILE = 'engine/registry/islandBlocks.gen.ts'

/**
 * The blocks the browser may hydrate with React: interactive (`interactive: true` in block.ts) and without a
 * plain-DOM enhancer (blocks/<name>/enhance.ts). Read from the text of block.ts, since block definitions import
 * styled components that plain Node cannot load; engine/registry/blockRegistry.test.ts checks the list against the
 * definitions themselves.
 */
export function islandBlockNames(blockNames: string[]): string[] {
  return blockNames.filter(
    (name) =>
      /\binteractive:\s*true\b/.test(readFileSync(fromRepo(`blocks/${name}/block.ts`), 'utf8')) &&
      !existsSync(fromRepo(`blocks/${name}/enhance.ts`)),
  )
}

/**
 * The island runtime's lazy loaders of those blocks only: a glob of every block.ts put a loader and the preload list
 * of each server-only block (hero, faq…) into the script of every page with islands, bytes no page used.
 */
export function islandBlocksText(blockNames: string[]): string {
  const paths = islandBlockNames(blockNames).map((name) => `      '/blocks/${name}/block.ts',`)
  return `${generatedHeader(['blocks/*/block.ts', 'blocks/*/enhance.ts'])}
import type { BlockModule } from './blockRegistry.ts'

/** The React islands' block modules, loaded on demand: interactive blocks without a plain-DOM enhancer (blocks/<name>/enhance.ts). */
export function findIslandBlockModules(): Record<string, () => Promise<BlockModule>> {
  return import.meta.glob<BlockModule>([
${paths.join('\n')}
  ])
}
`
}
