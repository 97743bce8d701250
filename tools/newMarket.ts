/** npm run new-market: adds a market (document, country names, reference API data), validates it, says what is next. */
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { REPO_ROOT } from '../engine/node/repoRoot.ts'
import { formatProblem } from '../engine/shared/problem.ts'
import { parseNewMarketArgs, USAGE } from './newMarket/parseNewMarketArgs.ts'
import { nextSteps } from './newMarket/nextSteps.ts'
import { readProjectFacts } from './newMarket/projectFacts.ts'
import { promptAnswers } from './newMarket/promptAnswers.ts'
import { resolveAnswers } from './newMarket/resolveAnswers.ts'
import { runGen } from './newMarket/runGen.ts'
import { scaffoldReport } from './newMarket/scaffoldReport.ts'
import { planNewMarket, scaffoldMarket } from './newMarket/scaffoldMarket.ts'

await runCommand(async () => {
  const parsed = parseNewMarketArgs(process.argv.slice(2))
  if ('error' in parsed) {
    console.error(`✗ ${parsed.error}\n\n${USAGE}`)
    return 2
  }
  const { args } = parsed
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const facts = readProjectFacts(REPO_ROOT)
  const raw = args.yes ? args.raw : await promptAnswers(args.raw, facts)
  const { answers, problems } = resolveAnswers(raw, facts)
  if (!answers) {
    for (const problem of problems) console.error(`✗ ${problem.message}`)
    console.error('\nNothing was written.')
    return 1
  }
  if (args.dryRun) {
    for (const { file, text } of planNewMarket(answers, facts))
      console.log(file.startsWith('locales/') ? `would change ${file}` : `would write ${file}:\n${text}`)
    return 0
  }
  const result = await scaffoldMarket(answers, facts)
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem))
    console.error(
      `\n✗ The new market does not validate (${result.problems.length} error${result.problems.length === 1 ? '' : 's'} above). Nothing was written: fix the answers and run again.`,
    )
    return 1
  }
  for (const line of scaffoldReport(result)) console.log(line)
  const gen = runGen(REPO_ROOT)
  if (!gen.ok) {
    console.error(`✗ npm run gen failed after the market was written:\n${gen.output}`)
    return 1
  }
  for (const line of gen.wrote) console.log(`✓ npm run gen ${line}`)
  console.log(`\n${nextSteps(answers)}`)
  return 0
})
