import { formatProblem } from '../../engine/shared/problem.ts'
import type { ScaffoldResult } from './scaffoldMarket.ts'

/** What a written market's scaffold says, line by line: the files, the product lines left out and why, the warnings. */
export function scaffoldReport(result: Extract<ScaffoldResult, { ok: true }>): string[] {
  return [
    ...result.files.map(({ file }) => `✓ wrote ${file}`),
    ...result.leftOut.map(
      ({ path, reason }) =>
        `✓ left out paths.${path} (its pages would not build): ${reason}\n  Offer it later by giving the reference API the data and setting paths.${path}.`,
    ),
    ...result.warnings.map(formatProblem),
  ]
}
