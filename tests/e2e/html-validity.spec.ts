// Protects issue 27 "Done when": the W3C Nu HTML Checker finds 0 errors on one built page per template (every page
// document, every route source's generated pages, the market chooser, the root and market error pages, the app
// shells). The list is derived from the built files and the site index (tools/crawl/onePagePerTemplate.ts), so a new
// template is checked without anyone adding it; one JVM checks them all. A broken page is checked in the same run, so a
// checker that stopped reporting (or stopped running) fails the test instead of passing it.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { SiteAssetReader } from '../../tools/bench/pageAssets.ts'
import { onePagePerTemplate } from '../../tools/crawl/onePagePerTemplate.ts'
import { runNuChecker } from '../../tools/htmlValidity/runNuChecker.ts'

const clientDir = resolve(process.env.SITE_DIST ?? 'dist', 'client')

/** An image without a text alternative: an error the checker must report. */
const BROKEN_PAGE = '<!DOCTYPE html>\n<html lang="en"><head><title>Broken</title></head>\n<body><img src="/a.webp"></body></html>\n'

// The engine's own pages, which no page document makes.
const ENGINE_PAGES = ['marketChooser', '404', '500', 'marketNotFound', 'marketServerError']

test('one built page per template has no HTML error in the Nu HTML Checker', async () => {
  test.setTimeout(120_000)
  expect(existsSync(clientDir), `no built site at ${clientDir}: build first`).toBe(true)
  const site = validateProject().index
  const samples = onePagePerTemplate(clientDir, new SiteAssetReader(clientDir).htmlFiles(), site)

  // Every page document the site index builds (as pages or as a route source's pages) has its sample: a generated
  // page the build no longer marks would otherwise go unchecked.
  const builtMarkets = new Set(site!.routes.filter((route) => existsSync(join(clientDir, route.path))).map((route) => route.market))
  const expected = [
    ...ENGINE_PAGES,
    ...[...site!.routes, ...site!.generators].filter((route) => builtMarkets.has(route.market)).map((route) => route.pageId),
  ]
  expect([...new Set(expected)].filter((template) => !samples.has(template)).sort(), 'templates with no built page checked').toEqual([])

  const brokenPage = join(mkdtempSync(join(tmpdir(), 'nu-checker-')), 'broken.html')
  writeFileSync(brokenPage, BROKEN_PAGE)
  const errors = runNuChecker([...[...samples.values()].map((htmlPath) => join(clientDir, htmlPath)), brokenPage])

  expect(
    errors.filter((error) => error.file === brokenPage).length,
    'the checker reports the broken page (it runs and reads the files)',
  ).toBeGreaterThan(0)
  const templateOf = new Map([...samples].map(([template, htmlPath]) => [join(clientDir, htmlPath), template]))
  const found = errors
    .filter((error) => error.file !== brokenPage)
    .map(
      (error) =>
        `${relative(clientDir, error.file)}:${error.line}:${error.column} [${templateOf.get(error.file)}] ${error.message} — ${error.extract.slice(0, 160)}`,
    )
  expect(found, `HTML errors in ${samples.size} pages (one per template)`).toEqual([])
})
