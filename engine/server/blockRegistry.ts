import { createBlockRegistry, type BlockModule } from '../registry/blockRegistry.ts'

/**
 * Every block definition of the manifest, imported statically (an eager glob of blocks/*\/block.ts): rendering is
 * synchronous, and the server bundle's graph of these imports tells which stylesheets each block needs
 * (tools/vite/pageCssPlugin.ts). A block added while the dev server runs joins once `npm run gen` lists it.
 */
export const blockRegistry = createBlockRegistry(import.meta.glob<BlockModule>('/blocks/*/block.ts', { eager: true }))
