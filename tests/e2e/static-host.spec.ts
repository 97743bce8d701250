// Protects issue 27 §7 ("a static host that behaves like the server"): dist/client is exactly what Netlify or
// Cloudflare Pages publish, and on 50 paths (pages, unknown paths under market prefixes, the 404 pages' own URLs, the
// old compressed-variant URLs, the host files, assets, paths without their slash, paths outside every market) the
// hosts' answers, modelled from the build's `_redirects` with Netlify's own parser and matcher and from Cloudflare
// Pages' nearest-404.html rule (tools/staticHost/), have the status `npm run serve` answers. Node only: no browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { createCloudflarePagesHost } from '../../tools/staticHost/cloudflarePagesAnswer.ts'
import type { HostAnswer } from '../../tools/staticHost/hostAnswer.ts'
import { createNetlifyHost } from '../../tools/staticHost/netlifyAnswer.ts'
import { readPublishedFiles } from '../../tools/staticHost/publishedFiles.ts'

const client = join(process.cwd(), process.env.SITE_DIST ?? 'dist', 'client')
/** Cloudflare Pages' free plan publishes at most this many files (https://developers.cloudflare.com/pages/platform/limits/). */
const CLOUDFLARE_FREE_FILE_LIMIT = 20_000

/**
 * Where Cloudflare Pages cannot answer like the server, and why: it redirects a URL ending in .html to the URL without
 * (308), and serves /x from x.html with 200; its `_redirects` takes no 404 status, so the 404 page's extension-less URL
 * answers 200 there. Netlify has no exception.
 */
const CLOUDFLARE_DIFFERENCES = new Map([
  ['/404.html', 'redirected to /404 (308)'],
  ['/404', 'the root 404 page, 200'],
  ['/de-de/404.html', 'redirected to /de-de/404 (308)'],
  ['/de-de/404', 'the German 404 page, 200'],
  ['/fr-fr/404.html', 'redirected to /fr-fr/404 (308)'],
])

/** The 50 paths, from the built folder (the first market folders and pages, the first assets, in name order). */
function pathsToCompare(): string[] {
  const folders = readdirSync(client, { withFileTypes: true })
  const markets = folders
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}-[a-z]{2}$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
  // The market language's 500 page (a page on static hosts, 500 on the server) is left out: docs/deploying.md.
  const pagesOf = (market: string) =>
    readdirSync(join(client, market), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '500')
      .map((entry) => `/${market}/${entry.name}/`)
      .sort()
  const assets = readdirSync(join(client, 'assets'), { recursive: true })
    .map(String)
    .filter((name) => /\.(js|css)$/.test(name))
    .sort()
  const germanPages = pagesOf('de-de').slice(0, 8)
  return [
    // Pages: the market chooser, market homes, German pages, a Polish one.
    '/',
    ...markets.slice(0, 8).map((market) => `/${market}/`),
    ...germanPages,
    pagesOf('pl-pl')[0],
    // Paths without their slash (the server redirects them).
    '/de-de',
    germanPages[0].slice(0, -1),
    // Unknown paths under market prefixes, and outside every market.
    '/de-de/unknown',
    '/de-de/unknown/',
    '/de-de/no/such/page/',
    '/pl-pl/kaucja-nie-istnieje/',
    '/fr-fr/introuvable.html',
    `${germanPages[0]}missing/`,
    '/nowhere/',
    '/xx-yy/',
    '/de-de/unknown.js',
    // The 404 pages' own URLs (never 200 on the server), and the 500 page outside markets.
    '/404.html',
    '/404',
    '/de-de/404.html',
    '/de-de/404/',
    '/de-de/404',
    '/fr-fr/404.html',
    '/fr-fr/404/',
    // The compressed variants of a build before this one were public URLs; the host files are no files.
    '/index.html.br',
    '/index.html.gz',
    '/de-de/index.html.br',
    '/sitemap.xml.gz',
    `/assets/${assets[0]}.br`,
    '/_headers',
    '/_redirects',
    // Assets and other files.
    ...assets.slice(0, 3).map((name) => `/assets/${name}`),
    '/favicon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/de-de.xml',
  ]
}

/** A status as a class where the hosts spell the same answer differently: 301 and 308 are both "moved for good". */
const kind = (status: number) => (status === 301 || status === 308 ? 'permanent redirect' : String(status))
const describeAnswer = (answer: HostAnswer) =>
  `${answer.status}${answer.location ? ` → ${answer.location}` : ''}${answer.file ? ` (${answer.file})` : ''}`

test('dist/client holds only what a static host publishes, well under Cloudflare Pages’ file limit', () => {
  const names = readdirSync(client, { recursive: true }).map(String)
  expect(names.filter((name) => /\.(br|gz)$/.test(name))).toEqual([])
  const published = readPublishedFiles(client).count
  console.log(`dist/client: ${published} files published (${((published / CLOUDFLARE_FREE_FILE_LIMIT) * 100).toFixed(0)} % of 20,000)`)
  expect(published).toBeLessThan(CLOUDFLARE_FREE_FILE_LIMIT / 2)
})

test('Netlify and Cloudflare Pages answer 50 paths with the status npm run serve answers', async ({ request }) => {
  const paths = pathsToCompare()
  expect(paths).toHaveLength(50)
  expect(new Set(paths).size).toBe(50)
  const netlify = await createNetlifyHost(client)
  expect(netlify.problems).toEqual([])
  const cloudflare = createCloudflarePagesHost(client)
  const rows: string[] = []
  const netlifyDiffers: string[] = []
  const cloudflareDiffers: string[] = []
  for (const path of paths) {
    const served = await request.get(path, { maxRedirects: 0 })
    const server = served.status()
    const onNetlify = netlify.answer(path)
    const onCloudflare = cloudflare.answer(path)
    rows.push(`${path}\tserver ${server}\tNetlify ${describeAnswer(onNetlify)}\tCloudflare ${describeAnswer(onCloudflare)}`)
    if (kind(onNetlify.status) !== kind(server)) netlifyDiffers.push(`${path}: server ${server}, Netlify ${describeAnswer(onNetlify)}`)
    if (kind(onCloudflare.status) !== kind(server)) cloudflareDiffers.push(path)
    // A 404 under a market prefix is that market language's page on every host, as on the server; others the root one.
    const market = /^\/([a-z]{2}-[a-z]{2})\//.exec(path)?.[1]
    const notFoundPage = market && existsSync(join(client, market, '404.html')) ? `${market}/404.html` : '404.html'
    if (server === 404) {
      expect(onNetlify.file, path).toBe(notFoundPage)
      if (!CLOUDFLARE_DIFFERENCES.has(path)) expect(onCloudflare.file, path).toBe(notFoundPage)
      expect(await served.text(), path).toBe(readFileSync(join(client, notFoundPage), 'utf8'))
    }
  }
  console.log(rows.join('\n'))
  console.log(
    `static host comparison: Netlify ${50 - netlifyDiffers.length}/50 like the server, Cloudflare Pages ${50 - cloudflareDiffers.length}/50 (${cloudflareDiffers.length} known differences)`,
  )
  expect(netlifyDiffers).toEqual([])
  expect(cloudflareDiffers.sort()).toEqual([...CLOUDFLARE_DIFFERENCES.keys()].sort())
})
