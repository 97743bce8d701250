/**
 * The published folder (dist/client) as a static host sees it: which paths are files, which folders. Read once, so
 * that a model answers 50 paths without touching the disk again.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { HOST_FILES } from './hostAnswer.ts'

export interface PublishedFiles {
  /** Whether a file is published at this path ("de-de/index.html", no leading slash); the host's own files are not. */
  has: (file: string) => boolean
  count: number
}

export function readPublishedFiles(folder: string): PublishedFiles {
  const files = new Set(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
      .filter((file) => !HOST_FILES.has(file)),
  )
  return { has: (file) => files.has(file), count: files.size }
}
