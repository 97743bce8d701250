import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export interface PlannedFile {
  /** Relative to the root. */
  file: string
  text: string
}

/** Undoes a write: restores changed files and removes new ones. */
export type Rollback = () => void

/**
 * Writes every file or none: each text first goes to a temporary file beside its target, then all are
 * renamed into place; if anything fails on the way, what was written is put back and the error is rethrown.
 * The returned rollback undoes the whole write later (when validation refuses the result).
 */
export function writeAllOrNothing(root: string, files: PlannedFile[]): Rollback {
  const originals = files.map(({ file }) => {
    const path = join(root, file)
    return { path, before: existsSync(path) ? readFileSync(path, 'utf8') : undefined }
  })
  const temporary = files.map(({ file }) => `${join(root, file)}.new-market-${process.pid}`)
  const rollback: Rollback = () => {
    for (const path of temporary) rmSync(path, { force: true })
    for (const { path, before } of originals) {
      if (before === undefined) rmSync(path, { force: true })
      else writeFileSync(path, before)
    }
  }
  try {
    files.forEach(({ file, text }, index) => {
      mkdirSync(dirname(join(root, file)), { recursive: true })
      writeFileSync(temporary[index], text)
    })
    files.forEach((_, index) => {
      renameSync(temporary[index], originals[index].path)
    })
  } catch (error) {
    rollback()
    throw error
  }
  return rollback
}
