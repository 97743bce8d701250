/** Plain-text tables with aligned columns for the benchmark report. */

export type Align = 'left' | 'right'

export interface Column {
  header: string
  align?: Align
}

/** Renders rows under a header and a rule; numbers are right-aligned unless told otherwise. */
export function renderTable(columns: Column[], rows: (string | number)[][], indent = '  '): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? formatInteger(cell) : cell)))
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((row) => (row[i] ?? '').length)))
  const aligns = columns.map(
    (column, i) => column.align ?? (rows.every((row) => typeof row[i] === 'number') && rows.length > 0 ? 'right' : 'left'),
  )
  const line = (values: string[]) =>
    indent +
    values
      .map((value, i) => (aligns[i] === 'right' ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '─'.repeat(w))), ...cells.map(line)].join('\n')
}

/** 12345 → "12,345" (stable across locales, so CI logs compare). */
export function formatInteger(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Key/value lines with the labels padded to one width. */
export function renderPairs(pairs: [string, string][], indent = '  '): string {
  const width = Math.max(...pairs.map(([label]) => label.length))
  return pairs.map(([label, value]) => `${indent}${label.padEnd(width)}  ${value}`).join('\n')
}
