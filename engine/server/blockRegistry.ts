import { createBlockRegistry, type BlockModule } from '../registry/blockRegistry.ts'

/**
 * Every block definition, imported statically (an eager glob of the same blocks/*\/block.ts): route
 * functions and rendering are synchronous, and Vike links the CSS of statically imported modules only,
 * which a build then narrows to the page's blocks (engine/node/finishPages.ts).
 * Vike also reads route files at config time, outside Vite, where import.meta.glob does not exist.
 */
function eagerBlockModules(): Record<string, BlockModule> {
  try {
    return import.meta.glob<BlockModule>('/blocks/*/block.ts', { eager: true })
  } catch {
    return {}
  }
}

export const blockRegistry = createBlockRegistry(eagerBlockModules())
