import { readdirSync } from 'node:fs'
import { basename, join, relative } from 'node:path'

/** Paths (relative, with the platform's separator) of the regular files under a folder whose names match. */
export function siteFiles(folder: string, name: RegExp): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

/** The headers file for static hosts the build writes into the client folder (headersFile.ts). */
export const HEADERS_FILE = '_headers'
/** The static hosts' rules file beside it (redirectsFile.ts); not imported from there, which reads the 404 page's place. */
const REDIRECTS_FILE = '_redirects'

/** The brotli and gzip files beside a text file (compressSite.ts): a representation of that file, never a file of their own. */
export const COMPRESSED_VARIANT = /\.(br|gz)$/i

/**
 * Files of the built client folder that are how the build ships the site, not parts of it: compressed variants (a
 * build keeps them outside the client folder: variantFile.ts) and the static hosts' `_headers` and `_redirects` files. A server answers them only as a representation of their file.
 * The name is compared as a file system that ignores case, trailing dots and spaces (Windows, macOS) or an alternate
 * data stream (`_headers::$DATA`) would find the file.
 */
export function isInternalFile(path: string): boolean {
  const name = basename(path.replaceAll('\\', '/'))
    .split(':')[0]
    .replace(/[. ]+$/, '')
    .toLowerCase()
  return name === HEADERS_FILE || name === REDIRECTS_FILE || COMPRESSED_VARIANT.test(name)
}
