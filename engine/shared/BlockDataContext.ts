import { createContext, useContext } from 'react'
import type { BlockDataByPlace } from '../model/blockDataByRoute.ts'
import type { BlockPlace } from '../model/placedBlocks.ts'

export interface PageBlockData {
  /** The page's path, for messages. */
  route: string
  byPlace: BlockDataByPlace
}

/** The data stage's results for the page being rendered, by block place (server only: islands get theirs in their props). */
export const BlockDataContext = createContext<PageBlockData>({ route: '', byPlace: new Map() })

export function usePageBlockData(): PageBlockData {
  return useContext(BlockDataContext)
}

export type { BlockPlace }
