/**
 * How many lines differ between two texts that differ in one place (an edit of one value): the lines between their
 * common first and last lines, counted on the longer side.
 */
export function changedLineCount(before: string, after: string): number {
  if (before === after) return 0
  const a = before.split(/\r?\n/)
  const b = after.split(/\r?\n/)
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  return Math.max(a.length - start - end, b.length - start - end)
}
