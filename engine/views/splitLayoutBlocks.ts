import { placedBlocks, type PlacedBlock } from '../model/placedBlocks.ts'
import type { LayoutDocument } from '../shared/types/layout.gen.ts'
import type { Block } from '../shared/types/page.gen.ts'

export interface LayoutBlocks {
  /** Above the header (the ibe layout's optional top news banner). */
  top: PlacedBlock[]
  /** The main region in order: the layout's before blocks, the page's blocks, the layout's after blocks. */
  main: PlacedBlock[]
}

/** Places a page's blocks in the layout's regions by block type; everything else stays in page order. */
export function splitLayoutBlocks(layout: LayoutDocument, pageBlocks: Block[]): LayoutBlocks {
  const topTypes = new Set<string>(layout.slots?.top ?? [])
  const placed = placedBlocks(layout, pageBlocks)
  const isTop = ({ block, place }: PlacedBlock) => place.startsWith('/blocks/') && topTypes.has(block.type)
  return { top: placed.filter(isTop), main: placed.filter((entry) => !isTop(entry)) }
}
