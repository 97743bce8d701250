/**
 * One of the processes that prerender a build side by side (started by tools/prerender/prerenderSite.ts, not by
 * hand): while the build's bundles are still being built, it validates the documents and takes the data stage's
 * result the build kept (tools/incremental/dataStageCache.ts), or runs the data stage on the answers the build
 * recorded; told to prerender, it writes its slice of the pages (pagesOfBuild.ts sliceToPrerender) but those the
 * build reuses into the build's staging folder (--build-dir) through the server bundle's renderer (writePages.ts).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { EngineBug } from '../../engine/shared/assert.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { runCommand } from '../../engine/node/cli/runCommand.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { replaySend } from '../../engine/node/data/recordedAnswers.ts'
import { printProblems } from '../data/printProblems.ts'
import { loadSiteData } from '../data/prepareSite.ts'
import { restoreDataStage } from '../incremental/dataStageCache.ts'
import { nextMessage } from './handoff.ts'
import { pageAssetsFor } from './prerenderSite.ts'
import { writeSitePages } from './writePages.ts'

// The build ended (or died) before telling this process to prerender: nothing to do.
process.on('disconnect', () => process.exit(process.exitCode ?? 1))

await runCommand(async () => {
  const { values } = parseArgs({
    strict: true,
    options: { index: { type: 'string' }, count: { type: 'string' }, 'build-dir': { type: 'string' } },
  })
  const buildDir = values['build-dir']
  const index = Number(values.index)
  const count = Number(values.count)
  if (!process.send || !Number.isInteger(index) || !Number.isInteger(count) || index < 1 || index >= count || !buildDir)
    throw new EngineBug(`prerenderSlice was started with ${process.argv.slice(2).join(' ')}, without the build's IPC channel`)
  const { handoff } = await nextMessage('handoff')
  const started = performance.now()
  // The build validated these documents a moment ago; they are read again here, not changed. Preparing here, while
  // Vite builds the bundles, is off the build's critical path; the prepared site holds block data keyed by the
  // documents' objects, which a copy sent over IPC would not keep.
  const { index: site } = validateProject()
  if (!site) throw new EngineBug('the documents stopped validating while the build ran')
  const shard = handoff.shard ? new Set(handoff.shard) : undefined
  const kept = handoff.dataStage && restoreDataStage(site, readFileSync(handoff.dataStage.file), handoff.dataStage.hash)
  if (handoff.dataStage && !kept) throw new EngineBug(`the build's kept data stage ${handoff.dataStage.file} does not fit the site`)
  const data =
    kept ||
    (await loadSiteData(site, (file) => import(pathToFileURL(fromRepo(file)).href), {
      renderMarkets: shard,
      send: () => replaySend(handoff.answers),
    }))
  if (data.problems.length > 0) {
    printProblems(data.problems)
    return 1
  }
  const prepared = { site: data.site, blockData: data.blockData }
  const ready = performance.now()
  const { reuse } = await nextMessage('prerender')
  const waited = performance.now() - ready
  console.log(
    `✓ Prerender process ${index + 1} of ${count} prepared the site in ${((ready - started) / 1000).toFixed(1)} s, then waited ${(waited / 1000).toFixed(1)} s for the bundles`,
  )
  await writeSitePages({
    buildDir,
    prepared,
    shard,
    slice: { index, count },
    assets: pageAssetsFor(buildDir, data.site),
    reuse: new Set(reuse),
  })
  return 0
})
process.disconnect?.()
