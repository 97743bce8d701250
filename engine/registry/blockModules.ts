import type { BlockDefinition, IslandEnhancer } from '../shared/defineBlock.ts'

/** A blocks/<name>/block.ts module. */
export interface BlockModule {
  default: BlockDefinition
}

/** A blocks/<name>/enhance.ts module. */
export interface EnhancerModule {
  default: IslandEnhancer
}
