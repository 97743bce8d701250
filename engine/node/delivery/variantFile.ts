/**
 * Where the build keeps the brotli and gzip variants of the client folder's text files: in a folder beside it
 * (dist/compressed/ beside dist/client/), under the same relative path plus `.br` / `.gz`. dist/client is then exactly
 * what a static host publishes (hosts compress on their own, and a variant inside the published folder would be a
 * public URL of its own and a third of the host's file limit); `npm run serve` reads the variants from here.
 */
import { dirname, join, relative } from 'node:path'
import { CODING_EXTENSIONS, type ContentCoding } from './acceptEncoding.ts'

export const VARIANTS_FOLDER = 'compressed'

/** The variants folder of a client folder (dist/client → dist/compressed). */
export function variantsFolderOf(clientDir: string): string {
  return join(dirname(clientDir), VARIANTS_FOLDER)
}

/** The variant file of one file of the client folder (`file`: absolute, inside `clientDir`). */
export function variantFile(clientDir: string, file: string, coding: ContentCoding): string {
  return join(variantsFolderOf(clientDir), relative(clientDir, file) + CODING_EXTENSIONS[coding])
}
