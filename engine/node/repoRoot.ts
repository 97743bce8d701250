import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root: the closest folder above this module that holds schemas/ (also from a bundled server build). */
function findRepoRoot(): string {
  let directory = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(directory, 'schemas', 'page.schema.json'))) {
    const parent = dirname(directory)
    if (parent === directory) return process.cwd()
    directory = parent
  }
  return directory
}

export const REPO_ROOT = findRepoRoot()

export function repoRelative(absolutePath: string): string {
  return relative(REPO_ROOT, absolutePath).split(sep).join('/')
}

export function fromRepo(relativePath: string): string {
  return resolve(REPO_ROOT, relativePath)
}
