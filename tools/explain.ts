/** npm run explain -- --market de --page airport-promotion [--language de] [--format json]: the effective page and where each value came from. */
import { parseArgs } from 'node:util'
import { assertUsage } from '../engine/shared/assert.ts'
import { formatProblem } from '../engine/shared/problem.ts'
import { explainPage } from '../engine/node/cli/explainPage.ts'
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { validateProject } from '../engine/node/validate/validateProject.ts'

await runCommand(() => {
  const { values } = parseArgs({
    options: {
      market: { type: 'string' },
      page: { type: 'string' },
      language: { type: 'string' },
      format: { type: 'string', default: 'text' },
    },
  })
  assertUsage(
    values.market && values.page,
    'Usage: npm run explain -- --market <code> --page <page id> [--language <code>] [--format json]',
  )
  const { index, problems } = validateProject()
  if (!index) {
    for (const problem of problems) console.log(formatProblem(problem))
    console.error('✗ Fix the document errors above first.')
    return 1
  }
  const explained = explainPage(index, values.market, values.page, values.language)
  if (values.format === 'json') {
    console.log(JSON.stringify(explained, null, 2))
    return 0
  }
  console.log(`${explained.path}\n`)
  const width = Math.min(70, Math.max(...explained.values.map((v) => v.pointer.length + JSON.stringify(v.value).length + 3)))
  for (const { pointer, value, from } of explained.values) {
    const left = `${pointer} = ${JSON.stringify(value)}`
    console.log(`${left.padEnd(width)}  ← ${from}`)
  }
  return 0
})
