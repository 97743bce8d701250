/** The unused-JavaScript figures as the bench prints them: one row per template, optionally each page's scripts. */
import { renderTable } from './table.ts'
import type { UnusedJsFigures } from './unusedJs.ts'

/** Issue 28 §3: unused JavaScript after load at most this share on every template. */
export const UNUSED_JS_TARGET = 0.35

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const percent = (share: number) => `${(share * 100).toFixed(1)} %`

/** Met by blocks (the stricter measure), by functions only (Lighthouse's), or not met. */
function targetVerdict(page: UnusedJsFigures): string {
  if (page.unusedShare <= UNUSED_JS_TARGET) return 'met'
  return page.unusedFunctionShare <= UNUSED_JS_TARGET ? '! by functions only' : '! not met'
}

export function renderUnusedJs(figures: UnusedJsFigures[], options: { files?: boolean } = {}): string {
  const table = renderTable(
    [
      { header: 'template' },
      { header: 'scripts', align: 'right' },
      { header: 'JS run, gz', align: 'right' },
      { header: 'JS run, raw', align: 'right' },
      { header: 'unused', align: 'right' },
      { header: 'unused share', align: 'right' },
      { header: 'by functions', align: 'right' },
      { header: `target ≤ ${UNUSED_JS_TARGET * 100} %` },
    ],
    figures.map((page) => [
      page.template,
      String(page.scripts.length),
      kb(page.gzipBytes),
      kb(page.totalBytes),
      kb(page.unusedBytes),
      page.failure ? 'failed' : percent(page.unusedShare),
      page.failure ? 'failed' : percent(page.unusedFunctionShare),
      page.failure ? page.failure.split('\n')[0] : targetVerdict(page),
    ]),
  )
  if (!options.files) return table
  const details = figures.flatMap((page) => [
    `\n  ${page.template} (${page.path})`,
    ...page.scripts.map(
      (script) => `    ${kb(script.unusedBytes).padStart(9)} of ${kb(script.totalBytes).padStart(9)} unused  ${script.path}`,
    ),
  ])
  return [table, ...details].join('\n')
}
