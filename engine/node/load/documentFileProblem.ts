import { existsSync, lstatSync, readlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Problem } from '../../shared/problem.ts'

/**
 * Why the entry at `file` (relative to `root`) cannot be read as a document; undefined for a plain file. A folder
 * named like a document and a symbolic link are the author's to fix: a link is read from wherever it points, while
 * git and the deploy copy the link itself, so the site would differ from what was validated.
 */
export function documentFileProblem(root: string, file: string): Problem | undefined {
  const path = join(root, file)
  const stats = lstatSync(path, { throwIfNoEntry: false })
  if (!stats || stats.isFile()) return undefined
  const at = { severity: 'error', file, line: 1, column: 1, pointer: '', rule: 'documentFile' } as const
  if (stats.isSymbolicLink()) {
    const target = readlinkSync(path)
    const dangling = existsSync(path) ? '' : ', which does not exist'
    return {
      ...at,
      message: `is a symbolic link (to ${target}${dangling}); a document must be a plain file: remove the link, or put the document itself here`,
    }
  }
  const folder = dirname(file)
  const what = stats.isDirectory() ? 'a folder' : 'not a plain file'
  return {
    ...at,
    message: `is ${what}; only documents (files ending in .json) belong in ${folder}/: rename the ${stats.isDirectory() ? 'folder' : 'entry'} or move it out`,
  }
}
