/**
 * Moving the unchanged parts of the last build into a new one, as hard links (no bytes copied; every later write
 * in the new build replaces a file, it never writes into one the last build still shows). Only files the new build
 * would write byte for byte the same are taken: the bundles when the code did not change, the pages whose inputs
 * did not, and the page stylesheets those pages link. What depends on every page (sitemaps, robots.txt, _headers)
 * and the pages rendered on every build (404, 500, the market chooser) are written anew.
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { CODING_EXTENSIONS, type ContentCoding } from '../../engine/node/delivery/acceptEncoding.ts'
import { siteFiles } from '../../engine/node/delivery/siteFiles.ts'
import { variantFile } from '../../engine/node/delivery/variantFile.ts'
import { MANIFEST_FILE } from '../../engine/node/assets/moduleManifest.ts'
import { PAGE_CSS_GRAPH_FILE } from '../../engine/node/assets/pageCssGraph.ts'
import { SITEMAP_FOLDER } from '../../engine/node/output/sitemapDocuments.ts'
import { BUNDLES_FOLDER, CACHE_FOLDER, pageOutputHash, type BuildManifest } from './buildCache.ts'
import { sha256 } from './fileHashes.ts'

const VARIANT = /\.(br|gz)$/
const PAGE_CSS = /^assets\/static\/(chrome|blocks)\.[\w-]+\.css$/
/** Files below client/ that every build writes from all its pages. */
const WRITTEN_EVERY_BUILD = (file: string) =>
  file.startsWith(`${SITEMAP_FOLDER}/`) || ['sitemap.xml', 'robots.txt', '_headers'].includes(file)

function link(from: string, to: string): void {
  // Most files land in a folder an earlier link made: the folder is made only when the link finds none.
  try {
    linkSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync(from)) throw error
    mkdirSync(dirname(to), { recursive: true })
    linkSync(from, to)
  }
}

/**
 * Links as link() does, unless `to` is there already (false); a missing `from` answers false too when `optional`.
 * Asking the file system first cost a call per file over the 20,000 files of a whole site.
 */
function linkUnlessThere(from: string, to: string, optional = false): boolean {
  try {
    link(from, to)
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST' || (optional && code === 'ENOENT' && !existsSync(from))) return false
    throw error
  }
}

/**
 * Keeps the bundles Vite just wrote into `buildDir` (the renderer, the per-module stylesheets, the manifests) in
 * its cache folder, for a later build with the same code; answers their hashes.
 */
export function keepBundles(buildDir: string): Record<string, string> {
  const kept: Record<string, string> = {}
  const files = [
    ...siteFiles(join(buildDir, 'server'), /./).map((file) => join('server', file)),
    ...siteFiles(join(buildDir, 'client/assets/static'), /./).map((file) => join('client/assets/static', file)),
    MANIFEST_FILE,
    PAGE_CSS_GRAPH_FILE,
  ].map((file) => file.split('\\').join('/'))
  for (const file of files) {
    link(join(buildDir, file), join(buildDir, CACHE_FOLDER, BUNDLES_FOLDER, file))
    kept[file] = sha256(readFileSync(join(buildDir, file)))
  }
  return kept
}

/** Puts the kept bundles of the last build (`previousDir`) into `buildDir` and its cache, as Vite would have written them. */
export function restoreBundles(previousDir: string, buildDir: string, manifest: BuildManifest): void {
  for (const file of Object.keys(manifest.bundles)) {
    const kept = join(previousDir, CACHE_FOLDER, BUNDLES_FOLDER, file)
    link(kept, join(buildDir, CACHE_FOLDER, BUNDLES_FOLDER, file))
    linkUnlessThere(kept, join(buildDir, file))
  }
}

/** Whether a file of the last build (path below its folder) is as it wrote it, told by its stamp (unchangedBuild.ts). */
export type AsWritten = (path: string) => boolean

/**
 * Checks that the last build's files of the pages to reuse are what it recorded (a page edited by hand is not
 * reused: the whole cache is then refused); answers the first that is not. A page whose files `asWritten` vouches
 * for (with its variants) is not read.
 */
export function changedOutput(
  previousDir: string,
  manifest: BuildManifest,
  reuse: ReadonlySet<string>,
  asWritten: AsWritten = () => false,
): string | undefined {
  const client = join(previousDir, 'client')
  const below = (path: string) => relative(previousDir, path).split('\\').join('/')
  for (const url of reuse) {
    const page = manifest.pages[url]
    const path = join(client, page.file)
    const files = [path, variantFile(client, path, 'br'), variantFile(client, path, 'gzip')]
    if (files.every((file) => asWritten(below(file)))) continue
    if (pageOutputHash(client, page.file) !== page.output) return page.file
  }
  return undefined
}

/**
 * Links the last build's client files that the new one would write the same into `buildDir`/client: every file
 * but page files (those of reused pages excepted), page stylesheets no reused page links, and the files written
 * from all pages. Answers the files taken (below client/, variants left out), which are compressed already.
 */
export function reusePreviousClient(
  previousDir: string,
  buildDir: string,
  manifest: BuildManifest,
  reuse: ReadonlySet<string>,
  /** Only the reused pages and their stylesheets: Vite wrote this build's bundles (a block's code changed). */
  pagesOnly = false,
): string[] {
  const from = join(previousDir, 'client')
  const to = join(buildDir, 'client')
  const pageUrlOf = new Map(Object.entries(manifest.pages).map(([url, page]) => [page.file, url]))
  const pageFiles = new Set(manifest.pageFiles)
  const css = new Set([...reuse].flatMap((url) => manifest.pages[url].css.map((href) => href.slice(1))))
  const taken: string[] = []
  for (const file of siteFiles(from, /./).map((name) => name.split('\\').join('/'))) {
    const base = file.replace(VARIANT, '')
    if (pageFiles.has(base)) {
      const url = pageUrlOf.get(base)
      if (url === undefined || !reuse.has(url)) continue
    } else if (WRITTEN_EVERY_BUILD(base) || (PAGE_CSS.test(base) && !css.has(base)) || (pagesOnly && !PAGE_CSS.test(base))) continue
    if (!linkUnlessThere(join(from, file), join(to, file))) continue
    if (VARIANT.test(file)) continue
    taken.push(file)
    // Its brotli and gzip variants live beside the client folder (dist/compressed/), and come along.
    for (const coding of Object.keys(CODING_EXTENSIONS) as ContentCoding[]) {
      const variant = variantFile(from, join(from, file), coding)
      linkUnlessThere(variant, variantFile(to, join(to, file), coding), true)
    }
  }
  return taken
}

/**
 * The sha256 of every client file the next build may take that is not a page (bundles, stylesheets, micro-apps,
 * public files, with their variants), for BuildManifest.files.
 */
export function clientFileHashes(
  clientDir: string,
  pageFiles: readonly string[],
  known: (file: string) => string | undefined = () => undefined,
): Record<string, string> {
  const pages = new Set(pageFiles)
  const hashes: Record<string, string> = {}
  for (const file of siteFiles(clientDir, /./).map((name) => name.split('\\').join('/'))) {
    const base = file.replace(VARIANT, '')
    if (!pages.has(base) && !WRITTEN_EVERY_BUILD(base)) hashes[file] = known(file) ?? sha256(readFileSync(join(clientDir, file)))
  }
  return hashes
}

/**
 * The first client file of the last build that is not what its cache recorded (changed, removed or added by hand);
 * those `asWritten` vouches for are not read.
 */
export function changedClientFile(previousDir: string, manifest: BuildManifest, asWritten: AsWritten = () => false): string | undefined {
  const client = join(previousDir, 'client')
  const now = clientFileHashes(client, manifest.pageFiles, (file) => (asWritten(`client/${file}`) ? manifest.files[file] : undefined))
  for (const [file, hash] of Object.entries(manifest.files)) if (now[file] !== hash) return file
  return Object.keys(now).find((file) => !(file in manifest.files))
}

const ASSET_URL = /\/assets\/[\w.@/-]+\.\w+/g

/**
 * The pages to reuse whose last build's HTML names an asset (script, stylesheet, font, picture below /assets/) that
 * this build's bundles (just written into `buildDir` by Vite) do not have as they were: those must be rendered
 * again. The page stylesheets are not asked: they are made while prerendering, from the stylesheets of the page's
 * blocks, and are taken with the page (reusePreviousClient).
 */
export function pagesWithChangedAssets(
  previousDir: string,
  buildDir: string,
  manifest: BuildManifest,
  reuse: ReadonlySet<string>,
): string[] {
  const verdicts = new Map<string, boolean>()
  const unchanged = (url: string) => {
    let same = verdicts.get(url)
    if (same === undefined) {
      const file = url.slice(1)
      const path = join(buildDir, 'client', file)
      same = PAGE_CSS.test(file) || (file in manifest.files && existsSync(path) && sha256(readFileSync(path)) === manifest.files[file])
      verdicts.set(url, same)
    }
    return same
  }
  const changed: string[] = []
  for (const url of reuse) {
    const html = readFileSync(join(previousDir, 'client', manifest.pages[url].file), 'utf8')
    if (![...html.matchAll(ASSET_URL)].every(([asset]) => unchanged(asset))) changed.push(url)
  }
  return changed
}

/** Removes page stylesheets no page links (a clean build writes only linked ones); answers how many. */
export function removeUnlinkedPageCss(clientDir: string, linked: ReadonlySet<string>): number {
  const folder = join(clientDir, 'assets/static')
  if (!existsSync(folder)) return 0
  let removed = 0
  for (const name of readdirSync(folder)) {
    const file = `assets/static/${name}`
    if (!PAGE_CSS.test(file.replace(VARIANT, '')) || linked.has(`/${file.replace(VARIANT, '')}`)) continue
    rmSync(join(folder, name))
    removed++
  }
  return removed
}
