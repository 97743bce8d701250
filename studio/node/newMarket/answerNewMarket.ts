/**
 * POST /studio/api/new-market: what `npm run new-market` does with its answers (tools/newMarket.ts), for the studio's
 * form. A dry run plans the files and writes nothing; otherwise the market is scaffolded (written, validated, taken
 * back on any new error), `npm run gen` runs, and the open studio pages hear which files changed.
 */
import type { Problem } from '../../../engine/shared/problem.ts'
import { QUESTIONS, type AnswerProblem, type NewMarketAnswers } from '../../../tools/newMarket/newMarketAnswers.ts'
import { nextSteps } from '../../../tools/newMarket/nextSteps.ts'
import { readProjectFacts, type ProjectFacts } from '../../../tools/newMarket/projectFacts.ts'
import { resolveAnswers } from '../../../tools/newMarket/resolveAnswers.ts'
import { runGen, type GenRun } from '../../../tools/newMarket/runGen.ts'
import { planNewMarket, scaffoldMarket, type ScaffoldResult } from '../../../tools/newMarket/scaffoldMarket.ts'
import { scaffoldReport } from '../../../tools/newMarket/scaffoldReport.ts'
import type { NewMarketAnswer } from '../../shared/studioApi.ts'
import type { StudioAnswer, StudioContext } from '../studioRoute.ts'
import { rawAnswersOf } from './rawAnswersOf.ts'

type RefusedProblem = Extract<NewMarketAnswer, { status: 'refused' }>['problems'][number]

/** What writes a market: the CLI's steps, replaced in tests so they never write into the repository. */
export interface NewMarketSteps {
  readFacts: (root: string) => ProjectFacts
  scaffold: (answers: NewMarketAnswers, facts: ProjectFacts) => Promise<ScaffoldResult>
  gen: (root: string) => GenRun
}

export const CLI_STEPS: NewMarketSteps = {
  readFacts: readProjectFacts,
  scaffold: (answers, facts) => scaffoldMarket(answers, facts),
  gen: runGen,
}

const refused = (status: number, problems: RefusedProblem[]): StudioAnswer => ({
  status,
  body: { status: 'refused', problems } satisfies NewMarketAnswer,
})

/** A refused answer beside its question; "--alpha3 is missing" (the CLI's words for a flag) said as the form's. */
function answerProblem({ field, message }: AnswerProblem): RefusedProblem {
  const question = QUESTIONS.find((candidate) => candidate.field === field)
  if (!question) return { message }
  return { field, message: message === `--${question.flag} is missing` ? `${question.question}: an answer is needed` : message }
}

const documentProblem = ({ message, file, line, column }: Problem): RefusedProblem => ({ message, file, line, column })

export async function answerNewMarket(
  body: unknown,
  context: Pick<StudioContext, 'root' | 'notifyFilesChanged'>,
  steps: NewMarketSteps = CLI_STEPS,
): Promise<StudioAnswer> {
  const request = body as { answers?: unknown; dryRun?: unknown } | undefined
  if (typeof request?.answers !== 'object' || request.answers === null || typeof request.dryRun !== 'boolean')
    return refused(400, [{ message: 'the request is { answers: { <question>: <answer> }, dryRun: true | false }' }])
  const { raw, unknown } = rawAnswersOf(request.answers as Record<string, unknown>)
  if (unknown.length)
    return refused(
      422,
      unknown.map((message) => ({ message })),
    )
  const facts = steps.readFacts(context.root)
  const { answers, problems } = resolveAnswers(raw, facts)
  if (!answers) return refused(422, problems.map(answerProblem))
  if (request.dryRun) {
    // As the CLI's --dry-run: the new files in full, the bundles (whole files, one new key each) by name.
    const files = planNewMarket(answers, facts).map(({ file, text }) => (file.startsWith('locales/') ? { file } : { file, text }))
    const planned: NewMarketAnswer = {
      status: 'planned',
      files,
      nextSteps: 'Nothing was written. Send the answers without a dry run to write these files.',
    }
    return { status: 200, body: planned }
  }
  const result = await steps.scaffold(answers, facts)
  if (!result.ok) return refused(422, result.problems.map(documentProblem))
  const gen = steps.gen(context.root)
  const genFiles = gen.ok ? gen.wrote.map((line) => line.replace(/^wrote /, '').trim()) : []
  context.notifyFilesChanged([...result.files.map(({ file }) => file), ...genFiles])
  const report = [
    ...scaffoldReport(result),
    ...(gen.ok
      ? gen.wrote.map((line) => `✓ npm run gen ${line}`)
      : [`✗ npm run gen failed after the market was written: run it yourself and read what it says.\n${gen.output}`]),
  ]
  const written: NewMarketAnswer = {
    status: 'written',
    files: result.files.map(({ file }) => ({ file })),
    nextSteps: `${report.join('\n')}\n\n${nextSteps(answers)}`,
  }
  return { status: 200, body: written }
}
