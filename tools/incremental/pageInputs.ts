/**
 * What each page of a build is made from, as fingerprints (sha256), for the incremental build (buildCache.ts):
 *
 * - the code: every source file that can reach a bundle or the build (engine, blocks, features, apps, sources,
 *   the build's tools, the API's code, schemas, public files, the package and Vite settings) and the SITE_*
 *   settings. When it changed, the build runs Vite and prerenders every page, as a clean build does.
 * - the site-wide documents (site.json, layouts, navigation, footers, domains, every market document) and the route
 *   table (every route's URL, page reference and page fields but its blocks: alternates, links and breadcrumbs read
 *   them): when one changed, every page is rebuilt.
 * - each page's own inputs: the documents its page was merged from and its route source's content files (whole
 *   files, not the JSON pointers read), the data its blocks loaded (the data stage's answers, hashed as loaded) and
 *   its route item; the texts it read of the translation bundles are hashed apart (textInputs.ts), after rendering.
 *
 * Coarse on purpose: a file is an input as a whole, and a change to code or to a site-wide document rebuilds every
 * page (the recorded block types let `npm run impact` be finer for a block's code than the build is).
 */
import { resolveLayoutName } from '../../engine/shared/layoutNames.ts'
import { LAST_FALLBACK_LOCALE } from '../../engine/shared/i18n/createI18n.ts'
import { placedBlocks } from '../../engine/model/placedBlocks.ts'
import { pageReferenceOf, type Route } from '../../engine/model/route.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import type { BlockDataByRoute } from '../../engine/model/blockDataByRoute.ts'
import { filesBelow, sha256, type FileHashes } from './fileHashes.ts'

/** The folders and files whose change means new bundles (tests and the API's seed data excluded: data is hashed as loaded). */
export const CODE_FOLDERS = [
  'engine',
  'blocks',
  'features',
  'apps',
  'sources',
  'api',
  'schemas',
  'public',
  // The tools the build runs (others, such as the bench or the test runner, write no page).
  'tools/bundle',
  'tools/data',
  'tools/delivery',
  'tools/incremental',
  'tools/prerender',
  'tools/vite',
] as const
export const CODE_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'tools/build.ts'] as const
const NOT_CODE = /(\.test\.tsx?$|^api\/seed\/|\/__snapshots__\/)/
/** Documents every page reads (besides its own): a change to one rebuilds every page. */
export const SITE_DOCUMENT_FOLDERS = ['layouts', 'navigation', 'footers', 'domains', 'markets'] as const
export const SITE_DOCUMENT_FILES = ['site.json'] as const

export interface PageInputs {
  /** sha256 over everything the page was made from. */
  inputs: string
  /** The repository files that are the page's own inputs (site-wide ones and code are not listed). */
  files: string[]
  /** The block types the page places (its layout's and its own). */
  blocks: string[]
}

/** The code fingerprint: every code file's hash and the build settings from the environment. */
export function codeFingerprint(root: string, hashOf: FileHashes, env: NodeJS.ProcessEnv): string {
  return codeFingerprints(root, hashOf, env).code
}

const BLOCK_FOLDER = /^blocks\/([^/]+)\//

export interface CodeFingerprints {
  /** Every code file and the settings. */
  code: string
  /** The code but each block's own folder: when it changed, every page may render otherwise. */
  shared: string
  /** Each block's folder (blocks/<type>/), by block type: a page's input when it places the block. */
  blocks: Record<string, string>
}

/** The code fingerprint, and apart the code that is not a block's own and each block's own. */
export function codeFingerprints(root: string, hashOf: FileHashes, env: NodeJS.ProcessEnv): CodeFingerprints {
  const files = [...filesBelow(root, CODE_FOLDERS, NOT_CODE), ...CODE_FILES]
  const settings = JSON.stringify(
    Object.entries(env)
      .filter(([name]) => name.startsWith('SITE_') || name === 'NODE_ENV')
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  const byBlock = new Map<string, string[]>()
  const shared: string[] = []
  for (const file of files) {
    const block = BLOCK_FOLDER.exec(file)?.[1]
    if (block === undefined) shared.push(file)
    else byBlock.set(block, [...(byBlock.get(block) ?? []), file])
  }
  const hashed = (list: string[]) => list.flatMap((file) => [file, hashOf(file)])
  return {
    code: sha256(settings, ...hashed(files)),
    shared: sha256(settings, ...hashed(shared)),
    blocks: Object.fromEntries([...byBlock].map(([block, list]) => [block, sha256(...hashed(list))])),
  }
}

/** Whether a repository path is code for codeFingerprint (impact.ts asks). */
export function isCodePath(path: string): boolean {
  return (
    !NOT_CODE.test(path) &&
    ((CODE_FILES as readonly string[]).includes(path) || CODE_FOLDERS.some((folder) => path.startsWith(`${folder}/`)))
  )
}

/** Whether a repository path is a document every page reads. */
export function isSiteDocumentPath(path: string): boolean {
  return (SITE_DOCUMENT_FILES as readonly string[]).includes(path) || SITE_DOCUMENT_FOLDERS.some((folder) => path.startsWith(`${folder}/`))
}

/** The fingerprint of what every page reads: site-wide documents and the route table. */
export function siteFingerprint(root: string, site: SiteIndex, hashOf: FileHashes): string {
  const documents = [...filesBelow(root, SITE_DOCUMENT_FOLDERS, /^$/), ...SITE_DOCUMENT_FILES]
  // By URL: route sources answer their items in their own order (a renamed branch moves in a list sorted by
  // name), and the generated routes of several sources come in the order their loads finished.
  const table = [...site.routes]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((route) => {
      const { blocks: _blocks, ...fields } = route.page.value as { blocks?: unknown }
      return [route.path, route.market, route.locale, pageReferenceOf(route), fields]
    })
  return sha256(JSON.stringify(table), ...documents.flatMap((file) => [file, hashOf(file)]))
}

/** Whether a repository path is a translation bundle. */
export function isBundleFile(path: string): boolean {
  return /^locales\/[^/]+\/translations\.json$/.test(path)
}

/** The bundles a route's texts come from: its locale's, its market's fallbacks', en-US's. */
function bundleFiles(site: SiteIndex, route: Route): string[] {
  const market = site.markets.get(route.market)?.value
  const fallbacks = market?.languages.find((entry) => entry.language === route.language)?.fallbackLocales ?? []
  return [...new Set([route.locale, ...fallbacks, LAST_FALLBACK_LOCALE])].map((locale) => `locales/${locale}/translations.json`)
}

/**
 * Each route's inputs, by URL; `shared` joins the shared code and siteFingerprint, `blockCode` is each block's own
 * code (CodeFingerprints.blocks), an input of the pages that place it.
 */
export function pageInputsOf(
  site: SiteIndex,
  routes: readonly Route[],
  blockData: BlockDataByRoute,
  hashOf: FileHashes,
  shared: string,
  blockCode: Record<string, string> = {},
): Map<string, PageInputs> {
  const pages = new Map<string, PageInputs>()
  for (const route of routes) {
    const files = new Set<string>()
    for (const { source } of route.page.origins.values()) files.add(source.file)
    for (const file of route.contentFiles ?? []) files.add(file)
    for (const file of bundleFiles(site, route)) files.add(file)
    const layout = site.project.layouts.get(resolveLayoutName(route.page.value.layout))
    const blocks = [...new Set(placedBlocks(layout?.data ?? {}, route.page.value.blocks).map(({ block }) => block.type))].sort()
    const data = [...(blockData.get(route.path) ?? [])]
    const sorted = [...files].sort()
    // The bundles are listed (npm run impact) but not hashed: the texts the page read are its input (textInputs.ts).
    pages.set(route.path, {
      inputs: sha256(
        shared,
        route.path,
        JSON.stringify(data),
        JSON.stringify(route.item ?? null),
        JSON.stringify(blocks.map((block) => [block, blockCode[block] ?? 'none'])),
        ...sorted.filter((file) => !isBundleFile(file)).flatMap((file) => [file, hashOf(file)]),
      ),
      files: sorted,
      blocks,
    })
  }
  return pages
}
