import type { ComponentType } from 'react'
import type { Bundle } from './i18n/createI18n.ts'
import type { PageEnv } from './PageEnv.tsx'

/** When an interactive block's island hydrates in the browser. */
export type Hydration = 'load' | 'idle' | 'visible'

interface BlockBase<Props> {
  /** Equals the block's folder name and the "type" pages use. */
  name: string
  component: ComponentType<Props>
  /** Translation key prefixes the block uses besides its text props; an island gets exactly these in the browser. */
  messages?: string[]
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds blocks of every props type; with `unknown` a block's component, which takes its own props, would not fit
export type BlockDefinition<Props = any> =
  | (BlockBase<Props> & { interactive: false })
  | (BlockBase<Props> & { interactive: true; hydrate: Hydration })

/**
 * The default export of blocks/<name>/enhance.ts, for an interactive block whose browser behaviour is a few lines
 * of plain DOM code: it gets the island's element (the server-rendered block inside), its props and the page's
 * env and texts, and the island runtime then loads neither the block's component nor React for it.
 */
// biome-ignore lint/suspicious/noExplicitAny: as for BlockDefinition: a list of enhancers holds every props type
export type IslandEnhancer<Props = any> = (element: HTMLElement, props: Props, page: { env: PageEnv; messages: Bundle }) => void

/** Declares a block; the default export of blocks/<name>/block.ts. */
export function defineBlock<Props>(definition: BlockDefinition<Props>): BlockDefinition<Props> {
  return definition
}
