/**
 * What tools/build.ts tells the processes that prerender beside it (tools/prerender/prerenderSlice.ts), over IPC:
 * first the data stage's recorded answers and the shard's markets, then, once the bundles are built, to prerender.
 */
import type { RecordedAnswer } from '../../engine/node/data/recordedAnswers.ts'

export interface PrerenderHandoff {
  answers: RecordedAnswer[]
  /** The data stage's result as the build kept it (tools/incremental/dataStageCache.ts), taken instead of the answers. */
  dataStage: { file: string; hash: string } | null
  /** The markets whose pages this build renders; null: all. */
  shard: string[] | null
  /** The URLs an incremental build reuses from the last build, which no process renders. */
  reuse: string[]
}

/** `reuse`: the URLs reused in the end (a build whose blocks' code changed knows them once the bundles are built). */
export type SliceMessage = { kind: 'handoff'; handoff: PrerenderHandoff } | { kind: 'prerender'; reuse: string[] }

/** The next message of this kind from the build (a process started with an IPC channel). */
export function nextMessage<K extends SliceMessage['kind']>(kind: K): Promise<Extract<SliceMessage, { kind: K }>> {
  return new Promise((resolve) => {
    const listen = (message: SliceMessage) => {
      if (message.kind !== kind) return
      process.off('message', listen)
      resolve(message as Extract<SliceMessage, { kind: K }>)
    }
    process.on('message', listen)
  })
}
