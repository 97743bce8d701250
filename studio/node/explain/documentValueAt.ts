import { findNodeAtLocation, getNodeValue } from 'jsonc-parser'
import { locatePointer, pointerSegments } from '../../../engine/node/load/parseJsonSource.ts'
import type { JsonSource } from '../../../engine/model/jsonSource.ts'
import type { SourcePosition } from '../../shared/studioApi.ts'

/** The value a document writes at a pointer, with its position; undefined where the document does not have that pointer. */
export function documentValueAt(source: JsonSource, pointer: string): (SourcePosition & { value: unknown }) | undefined {
  if (!source.tree) return undefined
  const path = pointerSegments(pointer).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
  const node = findNodeAtLocation(source.tree, path)
  if (!node) return undefined
  return { file: source.file, ...locatePointer(source, pointer), pointer, value: getNodeValue(node) }
}
