import type { LayoutDocument } from '../shared/types/layout.gen.ts'
import type { Block } from '../shared/types/page.gen.ts'

export interface LayoutBlocks {
  /** Above the header (the ibe layout's optional top news banner). */
  top: Block[]
  /** The main region in order: the layout's before blocks, the page's blocks, the layout's after blocks. */
  main: Block[]
}

/** Places a page's blocks in the layout's regions by block type; everything else stays in page order. */
export function splitLayoutBlocks(layout: LayoutDocument, pageBlocks: Block[]): LayoutBlocks {
  const topTypes = new Set<string>(layout.slots?.top ?? [])
  return {
    top: pageBlocks.filter((block) => topTypes.has(block.type)),
    main: [...(layout.before ?? []), ...pageBlocks.filter((block) => !topTypes.has(block.type)), ...(layout.after ?? [])],
  }
}
