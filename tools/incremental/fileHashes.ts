/**
 * Content hashes of repository files, each read once per build. A path may also name a prefix of files
 * ("api/seed/help/de-", as route sources give their content files): its hash covers every file it names.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'

export type FileHashes = (path: string) => string

export function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\u0000')
  return hash.digest('hex')
}

/** Hashes of files below `root` (paths relative to it, with "/"); a missing path hashes as "missing". */
export function fileHashes(root: string): FileHashes {
  const known = new Map<string, string>()
  const hashOf = (path: string): string => {
    let hash = known.get(path)
    if (hash !== undefined) return hash
    const absolute = join(root, path)
    if (existsSync(absolute) && statSync(absolute).isFile()) hash = sha256(readFileSync(absolute))
    else {
      const folder = posix.dirname(path)
      const start = posix.basename(path)
      const names = existsSync(join(root, folder))
        ? readdirSync(join(root, folder))
            .filter((name) => name.startsWith(start))
            .sort()
        : []
      hash = names.length === 0 ? 'missing' : sha256(...names.flatMap((name) => [name, hashOf(posix.join(folder, name))]))
    }
    known.set(path, hash)
    return hash
  }
  return hashOf
}

/** Every file below these folders of `root` (relative paths, sorted), skipping names that `skip` matches. */
export function filesBelow(root: string, folders: readonly string[], skip: RegExp): string[] {
  return folders
    .filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          posix.join(
            folder,
            posix.relative(join(root, folder).split('\\').join('/'), join(entry.parentPath, entry.name).split('\\').join('/')),
          ),
        ),
    )
    .filter((path) => !skip.test(path))
    .sort()
}
