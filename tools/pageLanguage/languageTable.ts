import type { PageLanguageVerdict } from './judgePageLanguage.ts'

/** One row of the check's figure: what was found for one language. */
export interface LanguageRow {
  language: string
  checked: number
  matched: number
  /** Of the matched, pages franc ranked a sibling or near-tie language first (judgePageLanguage's rule). */
  nearTie: number
  tooShort: number
  mismatched: number
}

/** The verdicts counted per language (sorted by language), "checked" being every page of that language read. */
export function languageRows(verdicts: readonly PageLanguageVerdict[]): LanguageRow[] {
  const rows = new Map<string, LanguageRow>()
  for (const verdict of verdicts) {
    const row = rows.get(verdict.language) ?? { language: verdict.language, checked: 0, matched: 0, nearTie: 0, tooShort: 0, mismatched: 0 }
    row.checked += 1
    if (verdict.status === 'matched') {
      row.matched += 1
      if (verdict.nearTie) row.nearTie += 1
    } else if (verdict.status === 'too-short') row.tooShort += 1
    else row.mismatched += 1
    rows.set(verdict.language, row)
  }
  return [...rows.values()].sort((a, b) => a.language.localeCompare(b.language))
}

/** The rows as a fixed-width table with a total line, for the test's output and the docs. */
export function formatLanguageTable(rows: readonly LanguageRow[]): string {
  const total = rows.reduce(
    (sum, row) => ({
      language: 'all',
      checked: sum.checked + row.checked,
      matched: sum.matched + row.matched,
      nearTie: sum.nearTie + row.nearTie,
      tooShort: sum.tooShort + row.tooShort,
      mismatched: sum.mismatched + row.mismatched,
    }),
    { language: 'all', checked: 0, matched: 0, nearTie: 0, tooShort: 0, mismatched: 0 },
  )
  const line = (cells: (string | number)[]) =>
    cells.map((cell, index) => (index === 0 ? String(cell).padEnd(8) : String(cell).padStart(10))).join(' ')
  return [
    line(['language', 'checked', 'matched', 'near tie', 'too short', 'mismatched']),
    ...[...rows, total].map((row) => line([row.language, row.checked, row.matched, row.nearTie, row.tooShort, row.mismatched])),
  ].join('\n')
}
