import type { Block } from '../shared/types/page.gen.ts'

/** What the blocks of every page receive, by route path: the data stage's answer (engine/node/data), the renderer's input. */
export type BlockDataByRoute = Map<string, Map<Block, unknown>>
