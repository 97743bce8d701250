import type { ComponentType } from 'react'

/** When an interactive block's island hydrates in the browser. */
export type Hydration = 'load' | 'idle' | 'visible'

interface BlockBase<Props> {
  /** Equals the block's folder name and the "type" pages use. */
  name: string
  component: ComponentType<Props>
  /** Translation key prefixes the block uses besides its text props; an island gets exactly these in the browser. */
  messages?: string[]
}

export type BlockDefinition<Props = any> =
  | (BlockBase<Props> & { interactive: false })
  | (BlockBase<Props> & { interactive: true; hydrate: Hydration })

/** Declares a block; the default export of blocks/<name>/block.ts. */
export function defineBlock<Props>(definition: BlockDefinition<Props>): BlockDefinition<Props> {
  return definition
}
