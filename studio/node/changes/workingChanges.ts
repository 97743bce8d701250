/**
 * What the working tree's uncommitted changes do: the files, the URLs whose pages they affect (what `npm run impact`
 * lists, from the last build's record) and a few pages to compare, the last build's (before) beside the live one.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { affectedUrls } from '../../../tools/incremental/affectedUrls.ts'
import { lastBuildFolder, readLastBuild } from '../../../tools/incremental/readLastBuild.ts'
import type { WorkingChanges } from '../../shared/studioApi.ts'
import { LAST_BUILD_PATH } from './lastBuildUrls.ts'
import { runGit, workingTreeFiles, type GitRunner } from './workingTreeFiles.ts'

export const NO_BUILD_NOTE = 'Run npm run build once to see which pages a change affects.'
const SAMPLES = 4

/** The live dev page in the studio's preview mode. */
const previewUrl = (url: string) => `${url}?studio`

export function workingChanges(root: string, git: GitRunner = runGit, env: NodeJS.ProcessEnv = process.env): WorkingChanges {
  const files = workingTreeFiles(root, git)
  const build = readLastBuild(root, env)
  if (!build.ok) return { files, urls: [], samples: [], note: NO_BUILD_NOTE }
  const { urls } = affectedUrls(
    build.manifest,
    files.map(({ file }) => file),
  )
  const client = join(lastBuildFolder(root, env), 'client')
  const samples = urls.slice(0, SAMPLES).map((url) => {
    // The record says the build wrote the page; a build folder cleaned by hand since may not have it any more.
    const built = existsSync(join(client, build.manifest.pages[url].file))
    return { url, ...(built ? { beforeUrl: `${LAST_BUILD_PATH}${url}` } : {}), afterUrl: previewUrl(url) }
  })
  return { files, urls, samples }
}
