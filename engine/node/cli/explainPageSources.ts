import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { UsageError } from '../../shared/assert.ts'
import { resolveLayoutName } from '../../shared/layoutNames.ts'
import type { Route } from '../../model/route.ts'
import type { SiteIndex } from '../../model/siteIndex.ts'
import { joinPointer, locatePointer } from '../load/parseJsonSource.ts'
import { isPlainObject } from '../resolve/provenance.ts'
import type { SourceRef, Tracked } from '../../model/tracked.ts'

/** A place in a document: repository-relative file, 1-based line and column, and the JSON pointer inside it. */
export interface ValueSource {
  file: string
  line: number
  column: number
  pointer: string
}

export interface ExplainedSource {
  pointer: string
  value: unknown
  /** Undefined for an engine default. */
  from?: ValueSource
}

export interface ExplainedPageSources {
  /** The route explained (for a generated page, its template route). */
  route: Route
  values: ExplainedSource[]
}

/**
 * Every effective value of a page in one market and language, with the file, line, column and pointer it came from:
 * `npm run explain` prints it (explainPage.ts), the studio shows it. Throws a UsageError for an unknown market, page or
 * language, with a suggestion.
 */
export function explainPageSources(index: SiteIndex, market: string, pageId: string, language?: string): ExplainedPageSources {
  const trackedMarket = index.markets.get(market)
  if (!trackedMarket) throw new UsageError(`There is no market "${market}"${didYouMean(getMostSimilar(market, index.markets.keys()))}`)
  // A page generated from data is explained as its template: the data stage adds one route per item under its path.
  const all = [...index.routes, ...index.generators]
  const routes = all.filter((route) => route.market === market && route.pageId === pageId)
  if (routes.length === 0) {
    const ids = [...new Set(all.filter((route) => route.market === market).map((route) => route.pageId))]
    throw new UsageError(
      `Page "${pageId}" is not built for market "${market}"${didYouMean(getMostSimilar(pageId, ids))} Pages of ${market}: ${ids.join(', ')}`,
    )
  }
  const route = language ? routes.find((r) => r.language === language) : routes[0]
  if (!route) throw new UsageError(`Market "${market}" has no language "${language}"; it has ${routes.map((r) => r.language).join(', ')}`)
  const layoutName = resolveLayoutName(route.page.value.layout)
  const layout = index.project.layouts.get(layoutName)!
  const values = [
    ...leaves('/market', trackedMarket),
    ...leaves('/page', route.page),
    { pointer: '/layout', value: layoutName, from: { file: layout.source.file, line: 1, column: 1, pointer: '' } },
  ]
  return { route, values }
}

/** The leaves of a tracked value (objects walked key by key, lists of objects item by item), each with its source. */
export function leaves(prefix: string, tracked: Tracked<unknown>): ExplainedSource[] {
  const result: ExplainedSource[] = []
  const visit = (value: unknown, pointer: string) => {
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value)) visit(child, joinPointer(pointer, key))
    } else if (Array.isArray(value) && value.some((item) => isPlainObject(item) || Array.isArray(item))) {
      value.forEach((item, index) => {
        visit(item, joinPointer(pointer, index))
      })
    } else {
      const origin = tracked.origins.get(pointer) ?? nearest(tracked.origins, pointer)
      result.push({ pointer: prefix + pointer, value, ...(origin ? { from: sourceOf(origin) } : {}) })
    }
  }
  visit(tracked.value, '')
  return result
}

function nearest(origins: Map<string, SourceRef>, pointer: string): SourceRef | undefined {
  for (let current = pointer; current.includes('/'); current = current.slice(0, current.lastIndexOf('/'))) {
    const found = origins.get(current)
    if (found) return found
  }
  return undefined
}

/** A SourceRef as a position in its file. */
export function sourceOf(origin: SourceRef): ValueSource {
  return { file: origin.source.file, ...locatePointer(origin.source, origin.pointer), pointer: origin.pointer }
}
