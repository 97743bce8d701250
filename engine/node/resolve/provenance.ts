import type { JsonSource } from '../../model/jsonSource.ts'
import type { SourceRef, Tracked } from '../../model/tracked.ts'
import { joinPointer } from '../load/parseJsonSource.ts'

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function track<T>(value: T, source: JsonSource, sourcePointer = '', targetPointer = ''): Tracked<T> {
  const tracked: Tracked<T> = { value: structuredClone(value), origins: new Map() }
  recordOrigins(tracked.origins, tracked.value, targetPointer, source, sourcePointer)
  return tracked
}

export function recordOrigins(
  origins: Map<string, SourceRef>,
  value: unknown,
  targetPointer: string,
  source: JsonSource,
  sourcePointer: string,
): void {
  origins.set(targetPointer, { source, pointer: sourcePointer })
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      recordOrigins(origins, item, joinPointer(targetPointer, index), source, joinPointer(sourcePointer, index))
    })
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      recordOrigins(origins, item, joinPointer(targetPointer, key), source, joinPointer(sourcePointer, key))
    }
  }
}

export function forgetOrigins(origins: Map<string, SourceRef>, pointer: string): void {
  for (const key of [...origins.keys()]) {
    if (key === pointer || key.startsWith(`${pointer}/`)) origins.delete(key)
  }
}

/**
 * JSON merge patch (RFC 7386) that remembers where each value came from: objects merge key by key,
 * null removes a key, anything else replaces the value (lists are replaced whole).
 */
export function mergePatch(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
  origins: Map<string, SourceRef>,
  targetPointer: string,
  source: JsonSource,
  sourcePointer: string,
  skipKeys: readonly string[] = [],
): void {
  for (const [key, patchValue] of Object.entries(patch)) {
    if (skipKeys.includes(key)) continue
    const childTarget = joinPointer(targetPointer, key)
    const childSource = joinPointer(sourcePointer, key)
    if (patchValue === null) {
      delete target[key]
      forgetOrigins(origins, childTarget)
    } else if (isPlainObject(patchValue) && isPlainObject(target[key])) {
      origins.set(childTarget, { source, pointer: childSource })
      mergePatch(target[key] as Record<string, unknown>, patchValue, origins, childTarget, source, childSource)
    } else {
      forgetOrigins(origins, childTarget)
      target[key] = structuredClone(patchValue)
      recordOrigins(origins, target[key], childTarget, source, childSource)
    }
  }
}
