/**
 * npm run build: validates every document first and stops, writing nothing, on an error; then Vike
 * builds and prerenders into a fresh folder (with 404.html and 500.html), sitemap.xml and robots.txt are added, and the folder
 * replaces dist/ only when all of it succeeded. A failed build never leaves a partial site.
 */
import { existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vike/api'
import { formatProblem } from '../engine/shared/problem.ts'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { runCommand } from '../engine/node/runCommand.ts'
import { validateProject } from '../engine/node/validateProject.ts'
import { writeSitemap } from '../engine/node/writeSitemap.ts'
import { resolveApiSettings } from '../engine/shared/api/apiSettings.ts'
import { buildWebApps } from '../apps/buildWebApps.ts'
import { SERVER_ERROR_FILE, SERVER_ERROR_PATH } from '../engine/server/serverErrorPage.ts'

await runCommand(async () => {
  const started = performance.now()
  const { problems, index } = validateProject()
  for (const problem of problems) console.log(formatProblem(problem))
  if (!index) {
    console.error('✗ Build stopped: fix the document errors above. Nothing was written; the last good build in dist/ is untouched.')
    return 1
  }
  // SITE_DIST lets two builds run side by side (default dist/).
  const target = process.env.SITE_DIST ?? 'dist'
  const staging = `${target}-staging-${process.pid}`
  process.env.SITE_OUT_DIR = staging
  try {
    await build()
    // The reference micro-apps (apps/), served beside the pages at /web-apps/.
    await buildWebApps(fromRepo(`${staging}/client`), { suffix: resolveApiSettings(index.project.site!.data.api, process.env).bootstrapperSuffix })
    // The 500 page was prerendered at /500/; a static host expects it at /500.html beside 404.html.
    const client = fromRepo(`${staging}/client`)
    renameSync(join(client, SERVER_ERROR_PATH, 'index.html'), join(client, SERVER_ERROR_FILE))
    rmSync(join(client, SERVER_ERROR_PATH), { recursive: true, force: true })
    const htmlFiles = writeSitemap(index, client)
    const previous = `${target}-previous-${process.pid}`
    if (existsSync(fromRepo(target))) renameSync(fromRepo(target), fromRepo(previous))
    renameSync(fromRepo(staging), fromRepo(target))
    rmSync(fromRepo(previous), { recursive: true, force: true })
    console.log(`✓ Built ${htmlFiles} pages into ${target}/client in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return 0
  } finally {
    rmSync(fromRepo(staging), { recursive: true, force: true })
  }
})
