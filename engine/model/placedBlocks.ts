import type { Block } from '../shared/types/page.gen.ts'

/**
 * Where a block sits among what a page renders: the JSON pointer of its list and index in the document that wrote it
 * (`/before/0` and `/after/1` in the layout, `/blocks/3` in the page). Loaded data is keyed by it, so the data stage
 * and the renderer agree on a block without sharing objects.
 */
export type BlockPlace = `/${'before' | 'blocks' | 'after'}/${number}`

export interface PlacedBlock {
  block: Block
  place: BlockPlace
}

/** The blocks a page renders, in order: its layout's `before` blocks, its own blocks, its layout's `after` blocks. */
export function placedBlocks(layout: { before?: Block[]; after?: Block[] }, pageBlocks: Block[]): PlacedBlock[] {
  const placed = (list: 'before' | 'blocks' | 'after', blocks: Block[] = []) =>
    blocks.map((block, index): PlacedBlock => ({ block, place: `/${list}/${index}` }))
  return [...placed('before', layout.before), ...placed('blocks', pageBlocks), ...placed('after', layout.after)]
}
