import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { UsageError } from '../../shared/assert.ts'
import { resolveLayoutName } from '../../shared/layoutNames.ts'
import type { SiteIndex } from '../../model/siteIndex.ts'
import { joinPointer, locatePointer } from '../load/parseJsonSource.ts'
import { isPlainObject } from '../resolve/provenance.ts'
import type { SourceRef, Tracked } from '../../model/tracked.ts'

export interface ExplainedValue {
  pointer: string
  value: unknown
  from: string
}

/** Every effective value of a page in one market and language, with the file, line and column it came from. */
export function explainPage(
  index: SiteIndex,
  market: string,
  pageId: string,
  language?: string,
): { path: string; values: ExplainedValue[] } {
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
    { pointer: '/layout', value: layoutName, from: `${layout.source.file}:1:1` },
  ]
  const generated = route.page.value.generate ? ` + one page per item of sources/${route.page.value.generate.from}.ts` : ''
  return { path: `${route.path}${generated}`, values }
}

function leaves(prefix: string, tracked: Tracked<unknown>): ExplainedValue[] {
  const result: ExplainedValue[] = []
  const visit = (value: unknown, pointer: string) => {
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value)) visit(child, joinPointer(pointer, key))
    } else if (Array.isArray(value) && value.some((item) => isPlainObject(item) || Array.isArray(item))) {
      value.forEach((item, index) => {
        visit(item, joinPointer(pointer, index))
      })
    } else {
      const origin = tracked.origins.get(pointer) ?? nearest(tracked.origins, pointer)
      result.push({ pointer: prefix + pointer, value, from: origin ? `${origin.source.file}:${position(origin)}` : '(engine default)' })
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

function position(origin: SourceRef): string {
  const { line, column } = locatePointer(origin.source, origin.pointer)
  return `${line}:${column}`
}
