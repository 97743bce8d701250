/**
 * The last build's record of a repository, where `npm run build` writes it (dist/, or SITE_DIST), checked by
 * readBuildCache: what `npm run impact` and the studio's changes view read to know which pages a change affects.
 */
import { resolve } from 'node:path'
import { readBuildCache, type CacheReading } from './buildCache.ts'

/** The build folder of `root`: SITE_DIST when set (relative to the root), dist/ otherwise. */
export function lastBuildFolder(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.SITE_DIST ?? 'dist')
}

export function readLastBuild(root: string, env: NodeJS.ProcessEnv = process.env): CacheReading {
  return readBuildCache(lastBuildFolder(root, env))
}
