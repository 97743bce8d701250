import { findNodeAtLocation } from 'jsonc-parser'
import { lineAndColumn, locatePointer, pointerSegments } from './parseJsonSource.ts'
import type { JsonSource } from '../../model/jsonSource.ts'

/**
 * Position of a character inside a JSON string value: `offset` counts the decoded string (as
 * JavaScript does), so each escape (\n, \", \\, \u00e9…) is walked over to find the character in
 * the file. Falls back to the value's position when the pointer is not a string.
 */
export function locateInString(source: JsonSource, pointer: string, offset: number): { line: number; column: number } {
  const path = pointerSegments(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s))
  const node = source.tree ? findNodeAtLocation(source.tree, path) : undefined
  if (node?.type !== 'string') return locatePointer(source, pointer)
  return lineAndColumn(source.text, sourceOffsetInString(source.text, node.offset, offset))
}

/** Offset in `text` of the decoded character `offset` of the JSON string literal starting (at its quote) at `literalStart`. */
export function sourceOffsetInString(text: string, literalStart: number, offset: number): number {
  let raw = literalStart + 1
  for (let decoded = 0; decoded < offset && raw < text.length && text[raw] !== '"'; decoded++) {
    if (text[raw] !== '\\') raw++
    else raw += text[raw + 1] === 'u' ? 6 : 2
  }
  return raw
}
