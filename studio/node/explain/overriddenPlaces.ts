import { marketChain } from '../../../engine/node/resolve/resolveMarket.ts'
import { pageOverrideKeys } from '../../../engine/node/resolve/resolvePage.ts'
import { joinPointer } from '../../../engine/node/load/parseJsonSource.ts'
import type { Route } from '../../../engine/model/route.ts'
import type { SiteIndex } from '../../../engine/model/siteIndex.ts'
import type { JsonSource } from '../../../engine/model/jsonSource.ts'
import type { SourcePosition } from '../../shared/studioApi.ts'
import { documentValueAt } from './documentValueAt.ts'

type Place = SourcePosition & { value: unknown }

/**
 * Every other place that sets a page's value and that the effective one (`from`) overrides, in the order the engine
 * applies them (the first, the base, first): a market value in the market's extends chain, a page value in the page
 * document and its overrides for the market and the market language. Layout values are set in one place only.
 */
export function overriddenPlaces(index: SiteIndex, route: Route, pointer: string, from: SourcePosition | undefined): Place[] {
  if (pointer.startsWith('/market/')) {
    const sources = marketChain(index.project, route.market).map((code) => index.project.markets.get(code)!.source)
    // A market after the effective one in the chain cannot hold the value: it would be the effective one.
    return placesBefore(
      sources.map((source) => [source, pointer.slice('/market'.length)]),
      (source) => source.file === from?.file,
    )
  }
  if (pointer.startsWith('/page/')) {
    const source = index.project.pages.get(route.pageId)!.source
    return placesBefore(
      pagePlaces(index, route, pointer.slice('/page'.length)).map((place) => [source, place]),
      (candidate, place) => candidate.file === from?.file && place === from.pointer,
    )
  }
  return []
}

/** The page document's pointers that may set a value of the effective page, in the order the engine applies them. */
function pagePlaces(index: SiteIndex, route: Route, pointer: string): string[] {
  const keys = pageOverrideKeys(route.market, route.language)
  const block = /^\/blocks\/(\d+)(\/.*)?$/.exec(pointer)
  if (!block) return [pointer, ...keys.map((key) => joinPointer('/overrides', key) + pointer)]
  // Overrides change blocks by id: the same block is at another index in the document, or only in an override.
  const id = route.page.value.blocks[Number(block[1])]?.id
  if (id === undefined) return []
  const rest = block[2] ?? ''
  const baseIndex = (index.project.pages.get(route.pageId)!.data.blocks ?? []).findIndex((candidate) => candidate.id === id)
  const base = baseIndex >= 0 ? [`/blocks/${baseIndex}${rest}`] : []
  return [...base, ...keys.map((key) => joinPointer('/overrides', key, 'blocks', id) + rest)]
}

/** The candidates that a document has, up to the effective one (all of them when the value comes from elsewhere). */
function placesBefore(candidates: [JsonSource, string][], isEffective: (source: JsonSource, pointer: string) => boolean): Place[] {
  const places: Place[] = []
  for (const [source, pointer] of candidates) {
    if (isEffective(source, pointer)) break
    const place = documentValueAt(source, pointer)
    if (place) places.push(place)
  }
  return places
}
