import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { markup } from '../../shared/escapedMarkup.ts'

/** Where the sitemaps of the market languages are written, below the client folder; sitemap.xml is their index. */
export const SITEMAP_FOLDER = 'sitemaps'

/**
 * The most a sitemap file holds: the protocol allows 50,000 URLs and 50 MB; a file is kept under 10 MB, so it stays
 * well within the protocol and within static hosts' per-file limits (Cloudflare Pages: 25 MiB), hreflang included.
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 10 * 1024 * 1024 }

/** A `<urlset>` document around its `<url>` entries (each already escaped, one per line). */
export function sitemapXml(entries: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

/** The entries of one sitemap cut into files within SITEMAP_LIMITS, in order. */
export function chunkSitemapEntries(entries: readonly string[], limits = SITEMAP_LIMITS): string[][] {
  const overhead = Buffer.byteLength(sitemapXml([]))
  const chunks: string[][] = [[]]
  let bytes = overhead
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1
    const current = chunks[chunks.length - 1]
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      chunks.push([entry])
      bytes = overhead + size
    } else {
      current.push(entry)
      bytes += size
    }
  }
  return chunks
}

/** The newest `<lastmod>` of a sitemap document, if any of its entries has one (ISO 8601 strings in UTC sort as dates). */
export function newestLastmod(xml: string): string | undefined {
  let newest: string | undefined
  for (const [, date] of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) if (newest === undefined || date > newest) newest = date
  return newest
}

/**
 * sitemap.xml: the sitemap index naming every file of the sitemaps folder with the newest `<lastmod>` of its
 * entries, so a crawler fetches only the files that changed. Written from the folder, so a merge of shard builds
 * (each with its own markets' files) writes it the same way.
 */
export function writeSitemapIndex(clientDir: string, origin: string): number {
  const files = readdirSync(join(clientDir, SITEMAP_FOLDER))
    .filter((name) => name.endsWith('.xml'))
    .sort()
  const entries = files.map((name) => {
    const lastmod = newestLastmod(readFileSync(join(clientDir, SITEMAP_FOLDER, name), 'utf8'))
    const loc = `${origin}/${SITEMAP_FOLDER}/${name}`
    return lastmod
      ? markup`<sitemap><loc>${loc}</loc><lastmod>${lastmod}</lastmod></sitemap>`
      : markup`<sitemap><loc>${loc}</loc></sitemap>`
  })
  writeFileSync(
    join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
  )
  return files.length
}

/** Every `<url>` entry of the sitemaps a build wrote (all files of the sitemaps folder), for checks and tests. */
export function sitemapUrlEntries(clientDir: string): string[] {
  return readdirSync(join(clientDir, SITEMAP_FOLDER))
    .filter((name) => name.endsWith('.xml'))
    .sort()
    .flatMap((name) => readFileSync(join(clientDir, SITEMAP_FOLDER, name), 'utf8').match(/<url>.*<\/url>/g) ?? [])
}
