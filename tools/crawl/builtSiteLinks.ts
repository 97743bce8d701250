/**
 * Reads a built site (dist/client) for the orphan check: the pages its sitemaps list and the links of every built
 * HTML page. Error pages (404.html, 500.html and each market's 404 page) are not link sources: nobody reaches them
 * at a URL that answers 200, so a link found only there reaches nothing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { pageLinkPaths, sitemapIndexFiles, sitemapPagePaths } from './orphanPages.ts'

export interface BuiltSiteLinks {
  /** Every page the sitemaps list. */
  listedPaths: string[]
  /** Every built page's path and the site paths it links to. */
  linksByPage: Map<string, Set<string>>
}

export function readBuiltSiteLinks(clientDir: string): BuiltSiteLinks {
  const index = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')
  const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(index)?.[1] ?? 'https://www.example.com/').origin
  const listedPaths = sitemapIndexFiles(index).flatMap((file) => sitemapPagePaths(readFileSync(join(clientDir, file), 'utf8')))
  const linksByPage = new Map<string, Set<string>>()
  for (const file of htmlFiles(clientDir)) {
    const path = `/${relative(clientDir, file).split(sep).join('/')}`.replace(/index\.html$/, '')
    if (isErrorPage(path)) continue
    linksByPage.set(path, pageLinkPaths(readFileSync(file, 'utf8'), path, origin))
  }
  return { listedPaths, linksByPage }
}

function isErrorPage(path: string): boolean {
  // The root's 404.html and 500.html, a market language's 404.html (/de-de/404.html) and its 500 page (/de-de/500/).
  return /\/(?:404|500)\.html$/.test(path) || /\/(?:404|500)\/$/.test(path)
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}
