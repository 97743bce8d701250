/** RFC 6901 pointers, as the studio API names places in documents ("/blocks/0/props/title"). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
}

export function childPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`
}

/** The value at a pointer, undefined where the document has none. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  let value = document
  for (const segment of pointerSegments(pointer)) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[segment]
  }
  return value
}
