// Removes every file below workerData.folder, keeping its folders (spareBuildFolder.ts), in a worker thread beside
// the build's own work. Plain JavaScript: it needs no TypeScript, so it starts without registering tsx.
import { readdirSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'

function removeFilesBelow(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) removeFilesBelow(path)
    else unlinkSync(path)
  }
}

try {
  removeFilesBelow(workerData.folder)
  parentPort.postMessage({ ok: true })
} catch (error) {
  parentPort.postMessage({ ok: false, error: String(error) })
}
