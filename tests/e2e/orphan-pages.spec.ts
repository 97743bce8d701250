// Every page the sitemaps list is reachable by a link (issue 27 §3): starting at the site's front door (/, the
// market chooser) and following the `<a href>` links of the built pages, a crawler reaches each one. The check reads
// the built files (dist/client), not the server: the sitemap index, its per-market sitemaps and every page's HTML.
// No browser is needed; it names every page that nothing reaches, so the fix is to link it from a page that is reached.
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { readBuiltSiteLinks } from '../../tools/crawl/builtSiteLinks.ts'
import { orphanPages, unreachablePages } from '../../tools/crawl/orphanPages.ts'

const site = resolve(process.env.SITE_DIST ?? 'dist', 'client')

test('every sitemap page is reachable from / by the links of built pages', () => {
  const started = performance.now()
  const { listedPaths, linksByPage } = readBuiltSiteLinks(site)
  const orphans = orphanPages(listedPaths, linksByPage)
  const unreachable = unreachablePages(listedPaths, linksByPage, ['/'])
  const took = Math.round(performance.now() - started)
  test.info().annotations.push({
    type: 'orphan-check',
    description: `${listedPaths.length} sitemap pages, ${linksByPage.size} built pages read in ${took} ms: ${orphans.length} with no incoming link, ${unreachable.length} unreachable from /`,
  })
  expect(listedPaths.length, 'the sitemaps list pages').toBeGreaterThan(3000)
  console.log(`orphan check: ${test.info().annotations.at(-1)?.description}`)
  expect.soft(orphans, 'sitemap pages that no other built page links to').toEqual([])
  expect(unreachable, 'sitemap pages a crawler starting at / never reaches').toEqual([])
})
