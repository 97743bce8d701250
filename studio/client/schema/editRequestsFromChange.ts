/**
 * "One field, one save": the edits that turn a loaded value into the form's value, one EditRequest per changed leaf,
 * so a write touches only the lines of the fields that changed and a refusal names one field.
 */
import type { EditRequest } from '../../shared/studioApi.ts'
import { childPointer } from './jsonPointer.ts'

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

function sameValue(before: unknown, after: unknown): boolean {
  return JSON.stringify(before) === JSON.stringify(after)
}

/** Changes as {pointer, value}; a member whose value became undefined is removed (value absent). */
export function changedLeaves(before: unknown, after: unknown, pointer: string): { pointer: string; value?: unknown }[] {
  if (sameValue(before, after)) return []
  if (isObject(before) && isObject(after)) {
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return names.flatMap((name) => {
      const was = before[name]
      const now = after[name]
      // rjsf leaves an untouched optional member as undefined: that is no change, not a removal.
      if (was === undefined && now === undefined) return []
      if (now === undefined) return [{ pointer: childPointer(pointer, name) }]
      return changedLeaves(was, now, childPointer(pointer, name))
    })
  }
  // An array that grew or shrank is written whole: item pointers would shift under the edits that follow.
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.flatMap((item, index) => changedLeaves(before[index], item, childPointer(pointer, index)))
  }
  return after === undefined ? [{ pointer }] : [{ pointer, value: after }]
}

/** The edits, each on `version`; the caller sends them one by one and passes each written version to the next. */
export function editRequestsFromChange(file: string, pointer: string, before: unknown, after: unknown, version: string): EditRequest[] {
  return changedLeaves(before, after, pointer).map((change) => ({ file, version, ...change }))
}
