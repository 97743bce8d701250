/**
 * The bundles built beside the build's own work (issue 28 §2: the build's fixed cost). Vite's build does not depend
 * on validation nor on the data stage, and on two cores it need not wait for them: a build that will surely build the
 * bundles (`--clean`, or no last build to reuse them from) starts them in a worker thread as it starts, and awaits
 * them before the pages. The worker's transform cache figures join this thread's (the build's "Transform cache" line).
 */
import { rmSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { addTransformCacheFigures, type StoreFigures } from '../transformCache/contentStore.ts'

/** `env`: the variables the bundling set or removed (Vite sets NODE_ENV), null for removed. */
export type BundleWorkerMessage =
  | { ok: true; ms: number; figures: [string, StoreFigures][]; env: [string, string | null][] }
  | { ok: false; error: string }

export interface BundlingWorker {
  /** The folder it builds into, relative to the repository. */
  buildDir: string
  /**
   * Resolves with the bundling's own time and the variables it changed, once the bundles are written; rejects with
   * the worker's error.
   */
  done: Promise<{ ms: number; env: [string, string | null][] }>
  /** Ends the worker if it still runs and removes what it wrote when the build did not take it. */
  stop(): Promise<void>
}

/**
 * Starts building the bundles into `buildDir` (relative to the repository), as bundleSite would. `entry`: the worker's
 * module (bundleWorker.ts; a test gives a stand-in).
 */
export function bundleInWorker(buildDir: string, entry = fromRepo('tools/bundle/bundleWorker.ts')): BundlingWorker {
  const worker = new Worker(fromRepo('tools/bundle/tsxWorker.mjs'), { workerData: { entry, buildDir } })
  let finished = false
  const done = new Promise<{ ms: number; env: [string, string | null][] }>((resolve, reject) => {
    worker.once('message', (message: BundleWorkerMessage) => {
      finished = true
      // Vite leaves handles open in the worker (its thread pools): it ends once it answered, not when they close.
      void worker.terminate()
      if (!message.ok) return reject(new Error(`the bundles did not build: ${message.error}`))
      addTransformCacheFigures(message.figures)
      resolve({ ms: message.ms, env: message.env })
    })
    worker.once('error', (error) => reject(error))
    worker.once('exit', (code) => {
      if (!finished) reject(new Error(`the worker that builds the bundles stopped (exit code ${code})`))
    })
  })
  // Awaited only once the build gets that far: a build that stops before must not fail on it too.
  done.catch(() => {})
  return {
    buildDir,
    done,
    async stop() {
      if (!finished) {
        await worker.terminate()
        // A build that stopped before its bundles: the half-written folder goes (a renamed one is the build's).
        rmSync(fromRepo(buildDir), { recursive: true, force: true })
      }
    },
  }
}
