import type { JsonSource } from './jsonSource.ts'

/** Where an effective value came from: a file and the pointer inside it. */
export interface SourceRef {
  source: JsonSource
  pointer: string
}

/** A merged value plus, for each of its pointers, the document that set it. */
export interface Tracked<T = unknown> {
  value: T
  origins: Map<string, SourceRef>
}

/** Nearest recorded origin for a pointer: the value itself or the closest parent that was set. */
export function originOf(origins: Map<string, SourceRef>, pointer: string): SourceRef | undefined {
  let current = pointer
  for (;;) {
    const found = origins.get(current)
    if (found) {
      const rest = pointer.slice(current.length)
      return { source: found.source, pointer: found.pointer + rest }
    }
    if (current === '') return undefined
    current = current.slice(0, current.lastIndexOf('/'))
  }
}
