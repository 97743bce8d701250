/**
 * The explained fields that belong to one block: those written inside its props (by file and pointer), or named
 * under its props in the page ("/page/blocks/0/props/title" for the block at "/blocks/0/props" of a page).
 */
import type { ExplainedBlock, ExplainedField, SourcePosition } from '../../shared/studioApi.ts'

const inside = (pointer: string, parent: string) => pointer === parent || pointer.startsWith(`${parent}/`)

export function fieldsOfBlock(fields: ExplainedField[], block: ExplainedBlock): ExplainedField[] {
  return fields.filter(
    (field) =>
      (field.from?.file === block.props.file && inside(field.from.pointer, block.props.pointer)) ||
      inside(field.pointer, `/page${block.props.pointer}`),
  )
}

/** "pages/airport-promotion.json:12:7", as validate prints places. */
export function placeText(place: Pick<SourcePosition, 'file' | 'line' | 'column'>): string {
  return `${place.file}:${place.line}:${place.column}`
}
