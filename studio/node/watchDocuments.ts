/**
 * Watches the documents and bundles (WATCHED_PATHS) and calls back with the repository-relative files that changed,
 * gathered over a short quiet time: an editor's save is often several events, a studio edit a temp file and a rename.
 */
import { existsSync, type FSWatcher, statSync, watch } from 'node:fs'
import { basename, dirname, join, posix, sep } from 'node:path'
import { WATCHED_PATHS } from '../../engine/model/documentKinds.ts'

const QUIET_MS = 100

export function watchDocuments(root: string, onChange: (files: string[]) => void, paths = WATCHED_PATHS): () => void {
  const pending = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    timer = undefined
    const files = [...pending].sort()
    pending.clear()
    if (files.length > 0) onChange(files)
  }
  const note = (file: string) => {
    // The studio writes through a temp file beside the document; only the renamed result is a change.
    if (posix.basename(file).startsWith('.studio-')) return
    pending.add(file)
    clearTimeout(timer)
    timer = setTimeout(flush, QUIET_MS)
  }
  const watchers: FSWatcher[] = []
  for (const path of paths) {
    const absolute = join(root, path)
    if (!existsSync(absolute)) continue
    // A single file (site.json) is watched through its folder: a save by rename (the studio's, many editors') replaces
    // the file, and a watcher on the old file would hear nothing after it.
    const isFile = !statSync(absolute).isDirectory()
    const watcher = isFile
      ? watch(dirname(absolute), (_event, name) => {
          if (name && String(name) === basename(absolute)) note(path)
        })
      : watch(absolute, { recursive: true }, (_event, name) => {
          if (name) note(posix.join(path, String(name).split(sep).join('/')))
        })
    // A folder removed while watched must not stop the studio.
    watcher.on('error', () => watcher.close())
    watchers.push(watcher)
  }
  return () => {
    clearTimeout(timer)
    for (const watcher of watchers) watcher.close()
  }
}
