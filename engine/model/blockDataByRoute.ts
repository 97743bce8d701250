import type { BlockPlace } from './placedBlocks.ts'

/** What the blocks of one page receive, by their place in it (placedBlocks): the data stage's answer for each loader. */
export type BlockDataByPlace = ReadonlyMap<BlockPlace, unknown>

/** What the blocks of every page receive, by route path: the data stage's answer (engine/node/data), the renderer's input. */
export type BlockDataByRoute = Map<string, Map<BlockPlace, unknown>>
