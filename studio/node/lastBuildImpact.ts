/** The URLs an edit changes, from the last build's record (dist/.build-cache); none when there was no build. */
import { join } from 'node:path'
import { affectedUrls } from '../../tools/incremental/affectedUrls.ts'
import { readBuildCache } from '../../tools/incremental/buildCache.ts'

export function lastBuildImpact(root: string, files: string[]): string[] {
  const cache = readBuildCache(join(root, process.env.SITE_DIST ?? 'dist'))
  return cache.ok ? affectedUrls(cache.manifest, files).urls : []
}
