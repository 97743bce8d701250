import { placedBlocks } from '../../../engine/model/placedBlocks.ts'
import { originOf } from '../../../engine/model/tracked.ts'
import { locatePointer } from '../../../engine/node/load/parseJsonSource.ts'
import type { LoadedDocument } from '../../../engine/model/project.ts'
import type { Route } from '../../../engine/model/route.ts'
import type { LayoutDocument } from '../../../engine/shared/types/layout.gen.ts'
import type { PageDocument } from '../../../engine/shared/types/page.gen.ts'
import type { JsonSource } from '../../../engine/model/jsonSource.ts'
import type { ExplainedBlock, SourcePosition } from '../../shared/studioApi.ts'

/** Each block the page renders, named by its place as the renderer names it, with where its props are written. */
export function explainedBlocks(
  route: Route,
  page: LoadedDocument<PageDocument>,
  layout: LoadedDocument<LayoutDocument>,
): ExplainedBlock[] {
  return placedBlocks(layout.data, route.page.value.blocks).map(({ block, place }) => ({
    place,
    ...(block.id ? { id: block.id } : {}),
    type: block.type,
    props: place.startsWith('/blocks/')
      ? pageBlockProps(route, page, Number(place.slice('/blocks/'.length)))
      : position(layout.source, `${place}/props`),
  }))
}

function pageBlockProps(route: Route, page: LoadedDocument<PageDocument>, index: number): SourcePosition {
  const id = route.page.value.blocks[index]?.id
  // A block the page document has: its props there, also when an override patches some of them (the studio edits
  // the base block; the fields say which values an override sets).
  const baseIndex = id === undefined ? -1 : (page.data.blocks ?? []).findIndex((block) => block.id === id)
  if (baseIndex >= 0) return position(page.source, `/blocks/${baseIndex}/props`)
  // A block only an override adds (or one without an id, which no override can move): where the engine took it from.
  const origin = originOf(route.page.origins, `/blocks/${index}/props`) ?? originOf(route.page.origins, `/blocks/${index}`)
  return position(origin?.source ?? page.source, origin?.pointer ?? `/blocks/${index}/props`)
}

function position(source: JsonSource, pointer: string): SourcePosition {
  return { file: source.file, ...locatePointer(source, pointer), pointer }
}
