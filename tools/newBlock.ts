/** npm run new-block -- <name>: scaffolds blocks/<name>/ (README "Adding a block"), runs npm run gen, says what is next. */
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { REPO_ROOT } from '../engine/node/repoRoot.ts'
import { nextSteps } from './newBlock/nextSteps.ts'
import { parseNewBlockArgs, USAGE } from './newBlock/parseNewBlockArgs.ts'
import { planNewBlock, scaffoldBlock } from './newBlock/scaffoldBlock.ts'

await runCommand(() => {
  const parsed = parseNewBlockArgs(process.argv.slice(2))
  if ('error' in parsed) {
    console.error(`✗ ${parsed.error}\n\n${USAGE}`)
    return 2
  }
  const { args } = parsed
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  if (args.dryRun) {
    const plan = planNewBlock(args, REPO_ROOT)
    if (!plan.ok) {
      console.error(`✗ ${plan.problem}`)
      return 1
    }
    for (const { file, text } of plan.files) console.log(`would write ${file}:\n${text}`)
    return 0
  }
  const result = scaffoldBlock(args, REPO_ROOT, {
    written: (files) => {
      for (const { file } of files) console.log(`✓ wrote ${file}`)
      console.log('Running npm run gen:')
    },
  })
  if (!result.ok) {
    console.error(`✗ ${result.problem}`)
    return 1
  }
  console.log(`\n${nextSteps(args)}`)
  return 0
})
