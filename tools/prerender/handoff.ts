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

/**
 * The next message of this kind from the build (a process started with an IPC channel). Messages that arrive before
 * they are asked for are kept: a build whose bundles were ready first (built beside validation and the data stage,
 * tools/bundle/bundleInWorker.ts) says "prerender" while this process still prepares the site, and a message nobody
 * listened for would be lost and the build would wait forever. The listener goes once "prerender", the last message,
 * was taken, so the channel lets the process end.
 */
export function nextMessage<K extends SliceMessage['kind']>(kind: K): Promise<Extract<SliceMessage, { kind: K }>> {
  listenToBuild()
  const at = received.findIndex((message) => message.kind === kind)
  const message = at >= 0 ? received.splice(at, 1)[0] : undefined
  if (message) {
    if (message.kind === 'prerender') stopListening()
    return Promise.resolve(message as Extract<SliceMessage, { kind: K }>)
  }
  return new Promise((resolve) => waiting.set(kind, resolve as (message: SliceMessage) => void))
}

const received: SliceMessage[] = []
const waiting = new Map<SliceMessage['kind'], (message: SliceMessage) => void>()
let listener: ((message: SliceMessage) => void) | undefined

function listenToBuild(): void {
  if (listener) return
  listener = (message) => {
    const resolve = waiting.get(message.kind)
    if (!resolve) return void received.push(message)
    waiting.delete(message.kind)
    if (message.kind === 'prerender') stopListening()
    resolve(message)
  }
  process.on('message', listener)
}

function stopListening(): void {
  if (listener) process.off('message', listener)
}
