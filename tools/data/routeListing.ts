/**
 * The route listing (.build-cache/route-listing.json in the repository): which pages every market generates from
 * data, in the order the whole data stage made them, written by every build that ran all route sources. A build of
 * some markets (`--markets be`) then runs the route sources of those markets only and takes the other markets'
 * generated pages from the listing: their paths and item keys are all its pages need of them (hreflang alternates,
 * in the listed order, so its pages are byte for byte the whole build's). Other markets' items are listed without
 * their data, which no page of another market reads.
 *
 * Taken only while checked: the data stage's inputs (dataStageInputs.ts) and the texts it read are the listing's,
 * its content hash matches, and the chosen markets' own routes, loaded again, are the listed ones. Otherwise the
 * build says why and runs every route source, as without a listing (a fresh clone, `--clean`).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Route } from '../../engine/model/route.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import type { ListedRoutes } from '../../engine/node/data/runDataStage.ts'
import type { RouteItem } from '../../engine/shared/data/defineBlockData.ts'
import { sha256 } from '../incremental/fileHashes.ts'

export const ROUTE_LISTING_FILE = '.build-cache/route-listing.json'
const VERSION = 1

/** One generated page as listed: its generator ("market/language/pageId"), path, slug and item without its data. */
export interface ListedRoute {
  generator: string
  path: string
  slug: string
  item: Omit<RouteItem, 'data'>
}

export interface RouteListing {
  version: number
  /** dataStageFingerprint of every market's data stage. */
  inputs: string
  /** The texts the data stage read and their hash then (textInputs.ts), as the kept data stage checks them. */
  texts: string[]
  textsHash: string
  routes: ListedRoute[]
  /** sha256 of `routes` as JSON: a listing edited by hand or cut short is not taken. */
  hash: string
}

const generatorOf = (route: Pick<Route, 'market' | 'language' | 'pageId'>) => `${route.market}/${route.language}/${route.pageId}`

function listed(route: Route): ListedRoute {
  const { data: _data, ...item } = route.item!
  return { generator: generatorOf(route), path: route.path, slug: route.page.value.slug as string, item }
}

/** The listing of a data stage that ran every route source: `site` with its generated routes, `validated` without. */
export function routeListingOf(
  validated: SiteIndex,
  site: SiteIndex,
  record: Pick<RouteListing, 'inputs' | 'texts' | 'textsHash'>,
): RouteListing {
  const routes = site.routes.slice(validated.routes.length).map(listed)
  return { version: VERSION, ...record, routes, hash: sha256(JSON.stringify(routes)) }
}

/** Written whole or not at all (a build beside it reads the old one or the new one). */
export function writeRouteListing(file: string, listing: RouteListing): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(listing))
  renameSync(`${file}.${process.pid}`, file)
}

/** The listing when it is there, whole and made from these inputs and texts; else why not. */
export function readRouteListing(
  file: string,
  inputs: string,
  textsHash: (reads: readonly string[]) => string,
): { ok: true; listing: RouteListing } | { ok: false; reason: string } {
  if (!existsSync(file)) return { ok: false, reason: 'there is no route listing yet (a whole build writes it)' }
  let listing: RouteListing
  try {
    listing = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return { ok: false, reason: 'the route listing is not JSON' }
  }
  if (listing?.version !== VERSION || !Array.isArray(listing.routes) || !Array.isArray(listing.texts))
    return { ok: false, reason: 'the route listing is from another version' }
  if (sha256(JSON.stringify(listing.routes)) !== listing.hash) return { ok: false, reason: 'the route listing does not match its hash' }
  if (listing.inputs !== inputs) return { ok: false, reason: 'the data stage inputs changed since the route listing was written' }
  if (textsHash(listing.texts) !== listing.textsHash) return { ok: false, reason: 'texts the data stage read changed since the route listing' }
  return { ok: true, listing }
}

/**
 * What runDataStage needs to take the listing for a build of `markets`: the listed routes of the other markets as
 * routes of `validated`, placed in the listed order with the chosen markets' routes as loaded again.
 */
export function listedRoutesFor(validated: SiteIndex, listing: RouteListing, markets: ReadonlySet<string>): ListedRoutes {
  const generators = new Map(validated.generators.map((route) => [generatorOf(route), route]))
  return {
    sourceMarkets: markets,
    arrange(generated) {
      const fresh = new Map(generated.map((route) => [route.path, route]))
      const chosen = listing.routes.filter((entry) => markets.has(entry.generator.split('/')[0]))
      const same = (entry: ListedRoute) => {
        const own = fresh.get(entry.path)
        return own !== undefined && JSON.stringify(listed(own)) === JSON.stringify(entry)
      }
      if (chosen.length !== fresh.size || !chosen.every(same))
        return { stale: `the pages ${[...markets].join(', ')} generate are not the listed ones` }
      const routes: Route[] = []
      for (const entry of listing.routes) {
        const own = fresh.get(entry.path)
        if (own) {
          routes.push(own)
          continue
        }
        const template = generators.get(entry.generator)
        if (!template) return { stale: `the listed page ${entry.path} has no page document generating it` }
        // As the data stage makes it (engine/node/data/runDataStage.ts), without the item's data.
        routes.push({ ...template, path: entry.path, item: entry.item, page: { ...template.page, value: { ...template.page.value, slug: entry.slug } } })
      }
      return routes
    },
  }
}
