/** npm run new-market: adds a market (document, country names, reference API data), validates it, says what is next. */
import { spawnSync } from 'node:child_process'
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { REPO_ROOT } from '../engine/node/repoRoot.ts'
import { formatProblem } from '../engine/shared/problem.ts'
import { parseNewMarketArgs, USAGE } from './newMarket/parseNewMarketArgs.ts'
import { nextSteps } from './newMarket/nextSteps.ts'
import { readProjectFacts } from './newMarket/projectFacts.ts'
import { promptAnswers } from './newMarket/promptAnswers.ts'
import { resolveAnswers } from './newMarket/resolveAnswers.ts'
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
  for (const { file } of result.files) console.log(`✓ wrote ${file}`)
  for (const { path, reason } of result.leftOut)
    console.log(
      `✓ left out paths.${path} (its pages would not build): ${reason}\n  Offer it later by giving the reference API the data and setting paths.${path}.`,
    )
  for (const warning of result.warnings) console.log(formatProblem(warning))
  // The country name is a new bundle key, so the generated bundle schema changes with the market.
  const gen = spawnSync(process.execPath, ['--import', 'tsx', 'tools/gen.ts'], { cwd: REPO_ROOT, encoding: 'utf8' })
  if (gen.status !== 0) {
    console.error(`✗ npm run gen failed after the market was written:\n${gen.stderr}${gen.stdout}`)
    return 1
  }
  for (const line of gen.stdout.split('\n').filter((line) => line.startsWith('wrote '))) console.log(`✓ npm run gen ${line}`)
  console.log(`\n${nextSteps(answers)}`)
  return 0
})
