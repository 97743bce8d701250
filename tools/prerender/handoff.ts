/**
 * What tools/build.ts hands to the processes that prerender beside it (tools/prerender/prerenderSlice.ts): the
 * data stage's recorded answers and the shard's markets, in one file of the build's staging folder.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import type { RecordedAnswer } from '../../engine/node/data/recordedAnswers.ts'

export interface PrerenderHandoff {
  answers: RecordedAnswer[]
  /** The markets whose pages this build renders; null: all. */
  shard: string[] | null
}

export function writeHandoff(file: string, handoff: PrerenderHandoff): void {
  writeFileSync(file, JSON.stringify(handoff))
}

export function readHandoff(file: string): PrerenderHandoff {
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderHandoff
}
