/**
 * npm run merge-shards -- dist-de dist-fr … [--into dist]: joins the shards of `npm run build -- --markets …`
 * (one folder per shard, each a build's dist/) into one site: every page once, one sitemap index, one `_headers`.
 * Shards that built the same page or disagree on a file, and pages no shard built, stop it with the page named;
 * like the build, it writes into a fresh folder and replaces the target only when all of it succeeded.
 */
import { removeInBackground } from '../engine/node/output/removeInBackground.ts'
import { existsSync, renameSync, rmSync, copyFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { compressFiles } from '../engine/node/delivery/compressSite.ts'
import { writeDeliveryHeaders } from '../engine/node/delivery/prepareDelivery.ts'
import { writeRedirectsFile } from '../engine/node/delivery/redirectsFile.ts'
import { removeStaleBuildFolders } from '../engine/node/output/removeStaleBuildFolders.ts'
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { buildManifests, copyShardFiles, planShardMerge, sameBytes } from '../engine/node/shards/mergeShards.ts'
import { writeSitemapIndex } from '../engine/node/output/sitemapDocuments.ts'
import { validateProject } from '../engine/node/validate/validateProject.ts'
import { deliveryInputsOf } from './delivery/deliveryInputs.ts'

const USAGE = `Usage: npm run merge-shards -- <shard folder>… [--into dist]

  <shard folder>  the dist/ folder of each shard build (npm run build -- --markets …, with SITE_DIST=<folder>)
  --into          the merged site's folder (default dist)
  --help          this text`

function usageError(message: string): number {
  console.error(`✗ ${message}\n\n${USAGE}`)
  return 2
}

const ARGUMENTS = {
  allowPositionals: true,
  strict: true,
  options: { into: { type: 'string', default: 'dist' }, help: { type: 'boolean', short: 'h' } },
} as const satisfies ParseArgsConfig

await runCommand(async () => {
  let args: ReturnType<typeof parseArgs<typeof ARGUMENTS>>
  try {
    args = parseArgs(ARGUMENTS)
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error))
  }
  if (args.values.help) {
    console.log(USAGE)
    return 0
  }
  const shards = args.positionals.map((folder) => resolve(folder))
  if (shards.length === 0) return usageError('name the shard folders to merge')
  const target = resolve(args.values.into!)
  if (shards.includes(target)) return usageError(`--into ${args.values.into} is one of the shards; merge into another folder`)

  const started = performance.now()
  const plan = planShardMerge(shards)
  if (!plan.ok) {
    for (const problem of plan.problems) console.error(`✗ ${problem}`)
    console.error(`✗ Merge stopped: nothing was written; ${args.values.into} is untouched.`)
    return 1
  }
  const manifests = buildManifests(shards[0])
  for (const shard of shards.slice(1)) {
    for (const name of manifests) {
      if (!existsSync(join(shard, name)) || !sameBytes(join(shards[0], name), join(shard, name))) {
        console.error(`✗ the shards ${shards[0]} and ${shard} disagree on ${name}: build every shard from the same commit and settings`)
        return 1
      }
    }
  }
  // Every page of the documents must be in a shard: a market left out of the CI matrix is named.
  const { index } = validateProject()
  if (!index) {
    console.error('✗ The documents have errors: run npm run validate.')
    return 1
  }
  const merged = new Set(plan.files.map((file) => `/${file.path}`))
  const missing = index.routes.filter((route) => !merged.has(`${route.path}index.html`))
  if (missing.length > 0) {
    const markets = [...new Set(missing.map((route) => route.market))]
    console.error(`✗ ${missing.length} pages are in no shard, such as ${missing[0].path}: add the markets ${markets.join(', ')} to a shard`)
    return 1
  }

  removeStaleBuildFolders(target)
  const staging = `${target}-staging-${process.pid}`
  try {
    const client = join(staging, 'client')
    copyShardFiles(plan.files, client)
    for (const name of manifests) copyFileSync(join(shards[0], name), join(staging, name))
    // Each shard wrote its markets' sitemaps (sitemaps/<market>-<language>.xml): the index names them all.
    writeSitemapIndex(client, index.links.origin)
    await compressFiles(client, ['sitemap.xml'])
    const { headerRules } = writeDeliveryHeaders(client, deliveryInputsOf(index, process.env))
    const redirectRules = writeRedirectsFile(client).length
    const previous = `${target}-previous-${process.pid}`
    if (existsSync(target)) renameSync(target, previous)
    renameSync(staging, target)
    removeInBackground(previous)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `✓ Merged ${shards.length} shards into ${args.values.into}: ${plan.pages} pages, ${plan.files.length} files, one sitemap, ${headerRules} header rules, ${redirectRules} redirect rules in ${seconds} s`,
    )
    return 0
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
})
