/**
 * The URLs a change affects (`npm run impact`), from the last build's record of what each page was made from
 * (buildCache.ts). As coarse as the build where it must be: a change to code outside blocks/, to a site-wide
 * document or to a document no page was made from yet (a new page changes the route table) affects every page.
 * Finer than the build for a block's code: only the pages that place the block (the build itself rebuilds every
 * page on any code change). The API's seed data is known per page where a route source names it
 * (RouteSource.contentFiles); a market's seed file (api/seed/markets/<country>.json) answers every call about its
 * country, so it also affects each page of that country with a block that loads data (which answers changed, only a
 * new data stage knows); another seed file affects every page. Files that are neither code, documents nor data
 * (docs/, tests) affect none.
 */
import { blockManifest } from '../../engine/registry/blockManifest.gen.ts'
import type { BuildManifest } from './buildCache.ts'
import { isCodePath, isSiteDocumentPath } from './pageInputs.ts'

export interface Impact {
  urls: string[]
  /** Per changed file, how many URLs it affects and why. */
  reasons: { file: string; pages: number | 'all'; why: string }[]
}

const DOCUMENT = /^(pages|locales)\//
const SEED = /^api\/seed\//
const BLOCK = /^blocks\/([^/]+)\//
const MARKET_SEED = /^api\/seed\/markets\/([a-z]{2})\.json$/
/** The country of a page: its URL starts with /{language}-{country}/, or /{language}-{country}-{word}/ (pathPrefix). */
const COUNTRY_OF_URL = /^\/[a-z]{2,3}-([a-z]{2})[-/]/
const loadsData = (block: string) => blockManifest[block]?.loader === true

export function affectedUrls(manifest: Pick<BuildManifest, 'pages'>, changed: readonly string[]): Impact {
  const pages = Object.entries(manifest.pages)
  const all = pages.map(([url]) => url)
  const urls = new Set<string>()
  const reasons: Impact['reasons'] = []
  const some = (file: string, found: string[], why: string) => {
    for (const url of found) urls.add(url)
    reasons.push({ file, pages: found.length, why })
  }
  const every = (file: string, why: string) => {
    for (const url of all) urls.add(url)
    reasons.push({ file, pages: 'all', why })
  }
  for (const file of changed) {
    const block = BLOCK.exec(file)?.[1]
    // A page's recorded files: its documents, its bundles, its route source's content files (a file or a prefix of files).
    const readers = pages.filter(([, page]) =>
      page.files.some((input) => input === file || (input.endsWith('-') && file.startsWith(input))),
    )
    const seedCountry = MARKET_SEED.exec(file)?.[1]
    if (seedCountry) {
      const loaders = pages.filter(([url, page]) => COUNTRY_OF_URL.exec(url)?.[1] === seedCountry && page.blocks.some(loadsData))
      some(
        file,
        [...new Set([...readers, ...loaders].map(([url]) => url))],
        `the ${seedCountry.toUpperCase()} API data: the pages made from it and the pages of the country that load data`,
      )
    } else if (block && isCodePath(file))
      some(
        file,
        pages.filter(([, page]) => page.blocks.includes(block)).map(([url]) => url),
        `code of the block ${block}`,
      )
    else if (isCodePath(file)) every(file, 'code every page is built with')
    else if (isSiteDocumentPath(file)) every(file, 'a document every page reads')
    else if (readers.length > 0)
      some(
        file,
        readers.map(([url]) => url),
        'an input of these pages',
      )
    else if (DOCUMENT.test(file)) every(file, 'a document no page was built from yet (the route table may change)')
    else if (SEED.test(file)) every(file, 'API data no route source names')
    else reasons.push({ file, pages: 0, why: 'not an input of the site' })
  }
  return { urls: [...urls].sort(), reasons }
}
