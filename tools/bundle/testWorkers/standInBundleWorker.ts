// A stand-in for bundleWorker.ts (bundleInWorker.test.ts): writes one file into the folder, sets a variable, and
// answers as workerData.answer says ("ok", "fail", or "never": it keeps running until ended).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { fromRepo } from '../../../engine/node/repoRoot.ts'
import type { BundleWorkerMessage } from '../bundleInWorker.ts'

const { buildDir } = workerData as { buildDir: string }
mkdirSync(fromRepo(buildDir), { recursive: true })
writeFileSync(join(fromRepo(buildDir), 'manifest.json'), '{}')
const answer = buildDir.split('-').at(-1)
if (answer === 'never') setInterval(() => {}, 1000)
else {
  const message: BundleWorkerMessage =
    answer === 'ok'
      ? { ok: true, ms: 5, figures: [['wyw', { hits: 3, misses: 1, refused: 0 }]], env: [['STAND_IN_BUNDLED', 'yes']] }
      : { ok: false, error: 'rolldown: a module could not be resolved' }
  parentPort!.postMessage(message)
}
