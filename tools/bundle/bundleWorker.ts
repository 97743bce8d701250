/**
 * Builds the bundles in a worker thread (bundleInWorker.ts): Vite and its plugins load and run here, beside the
 * build's own thread, which validates and runs the data stage meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { transformCacheFigures } from '../transformCache/contentStore.ts'
import type { BundleWorkerMessage } from './bundleInWorker.ts'

const started = performance.now()
const envBefore = { ...process.env }
const { buildDir } = workerData as { buildDir: string }
let message: BundleWorkerMessage
try {
  const { bundleSite } = await import('./bundleSite.ts')
  await bundleSite(buildDir, (await import('../../vite.config.ts')).default)
  // Vite sets NODE_ENV=production as it builds; a worker's process.env is its own, so the build's thread is told.
  const names = new Set([...Object.keys(envBefore), ...Object.keys(process.env)])
  const env = [...names]
    .filter((name) => process.env[name] !== envBefore[name])
    .map((name): [string, string | null] => [name, process.env[name] ?? null])
  message = { ok: true, ms: performance.now() - started, figures: [...transformCacheFigures()], env }
} catch (error) {
  message = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
}
parentPort!.postMessage(message)
