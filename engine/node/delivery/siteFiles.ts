import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Paths (relative, with the platform's separator) of the regular files under a folder whose names match. */
export function siteFiles(folder: string, name: RegExp): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}
