/** npm run validate [paths…] [--format json]: checks documents; exit code 1 on any error. */
import { parseArgs } from 'node:util'
import { formatProblem } from '../engine/shared/problem.ts'
import { filterProblems } from '../engine/node/filterProblems.ts'
import { runCommand } from '../engine/node/runCommand.ts'
import { validateProject } from '../engine/node/validateProject.ts'
import { assertUsage } from '../engine/shared/assert.ts'

await runCommand(() => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { format: { type: 'string', default: 'text' } } })
  assertUsage(values.format === 'text' || values.format === 'json', `--format must be "text" or "json", not "${values.format}"`)
  const started = performance.now()
  const { project, problems: all } = validateProject()
  const problems = filterProblems(all, positionals)
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.length - errors
  if (values.format === 'json') {
    console.log(JSON.stringify({ errors, warnings, problems }, null, 2))
  } else {
    for (const problem of problems) console.log(formatProblem(problem))
    const checked = project.documents.size + project.bundles.size
    const ms = Math.round(performance.now() - started)
    console.log(`${errors === 0 ? '✓' : '✗'} ${checked} documents checked in ${ms} ms: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`)
  }
  return errors > 0 ? 1 : 0
})
