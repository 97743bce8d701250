/**
 * npm run boundaries [root]: checks the import boundaries of the code (tools/boundaries/boundaryRules.ts)
 * and prints each forbidden import as `file:line → import  [rule] message`; exit code 1 on any.
 * Without a root it checks the repository; `npm test` runs the same check (tools/boundaries/checkBoundaries.test.ts).
 */
import { resolve } from 'node:path'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { checkBoundaries, checkRepository, formatViolation } from './boundaries/checkBoundaries.ts'

const report = process.argv[2] ? checkBoundaries(resolve(process.argv[2])) : checkRepository(fromRepo('.'))
for (const violation of report.violations) console.log(formatViolation(violation))
for (const violation of report.excepted) console.log(`allowed for now: ${formatViolation(violation)}`)
console.log(
  `${report.violations.length === 0 ? '✓' : '✗'} boundaries: ${report.modules.length} modules, ${report.imports} imports, ${report.violations.length} forbidden`,
)
process.exitCode = report.violations.length === 0 ? 0 : 1
