import { createContext, useContext } from 'react'
import type { Block } from './types/page.gen.ts'

/** The data stage's results for the page being rendered, by block (server only: islands get theirs in their props). */
export const BlockDataContext = createContext<ReadonlyMap<Block, unknown>>(new Map())

export function useBlockData(block: Block): unknown {
  return useContext(BlockDataContext).get(block)
}
