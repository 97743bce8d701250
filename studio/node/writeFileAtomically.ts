/** Writes through a temp file in the same folder and a rename: a reader (the dev server, an editor) never sees half a file. */
import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync, renameSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export function writeFileAtomically(path: string, text: string): void {
  // The ".studio-" prefix lets the studio's own watcher ignore the temp file (watchDocuments.ts).
  const temp = join(dirname(path), `.studio-${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    writeFileSync(temp, text, 'utf8')
    renameSync(temp, path)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}
