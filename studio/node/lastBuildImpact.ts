/** The URLs an edit changes, from the last build's record (dist/.build-cache); none when there was no build. */
import { affectedUrls } from '../../tools/incremental/affectedUrls.ts'
import { readLastBuild } from '../../tools/incremental/readLastBuild.ts'

export function lastBuildImpact(root: string, files: string[]): string[] {
  const cache = readLastBuild(root)
  return cache.ok ? affectedUrls(cache.manifest, files).urls : []
}
