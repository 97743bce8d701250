import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { marketSeedProblem } from '../../api/seed/markets/marketSeeds.ts'
import { marketSeedText } from '../../api/seed/markets/marketSeedText.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem, type Problem } from '../../engine/shared/problem.ts'
import { bundleEditsFor } from './bundleEditsFor.ts'
import { marketDocumentFor, marketDocumentText } from './marketDocumentFor.ts'
import { marketSeedFor } from './marketSeedFor.ts'
import type { NewMarketAnswers } from './newMarketAnswers.ts'
import type { ProjectFacts } from './projectFacts.ts'
import { writeAllOrNothing, type PlannedFile } from './writeAllOrNothing.ts'

/** Every file the new market needs, with its full new text; `leftOut` as marketDocumentFor takes it. */
export function planNewMarket(answers: NewMarketAnswers, facts: ProjectFacts, leftOut: readonly string[] = []): PlannedFile[] {
  const readText = (file: string) => readFileSync(join(facts.root, file), 'utf8')
  return [
    { file: `markets/${answers.code}.json`, text: marketDocumentText(marketDocumentFor(answers, facts, leftOut)) },
    { file: `api/seed/markets/${answers.code}.json`, text: marketSeedText(marketSeedFor(answers, facts)) },
    ...bundleEditsFor(answers, facts, readText),
  ]
}

/** A product line the new market does not offer: its path, and the reference API's answer that says so. */
export interface LeftOut {
  path: string
  reason: string
}

export type ScaffoldResult =
  | { ok: true; files: PlannedFile[]; warnings: Problem[]; leftOut: LeftOut[] }
  | { ok: false; files: PlannedFile[]; problems: Problem[] }

/** The problems of loading one market's page data as the build does (marketDataProblems.ts, in a process of its own). */
export type MarketDataCheck = (root: string, code: string) => Problem[]

export const loadMarketData: MarketDataCheck = (root, code) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/newMarket/marketDataProblems.ts', code], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`loading the data of market ${code} failed:\n${run.stderr}`)
  return JSON.parse(run.stdout) as Problem[]
}

/** The market path of the product-line page a data problem was found on ("plus" for pages/plus.json). */
function productLinePathOf(problem: Problem, facts: ProjectFacts): string | undefined {
  const page = facts.pagesByFile.get(problem.file)
  return page?.productLine && page.marketPath ? page.marketPath : undefined
}

/**
 * Writes the planned files, validates the whole project with them, loads the data of the new market's pages as a
 * build would, and takes everything back if it finds an error. A product line whose data the reference API refuses
 * for the country ("Plus is not offered in country LU") is left out (its path written "") and the market tried
 * again, so the market new-market writes is one whose pages all build.
 */
export async function scaffoldMarket(
  answers: NewMarketAnswers,
  facts: ProjectFacts,
  checkData: MarketDataCheck = loadMarketData,
): Promise<ScaffoldResult> {
  const leftOut: LeftOut[] = []
  // Errors the project had before are not the new market's: only new ones take the files back.
  const before = new Set(validateProject(undefined, { root: facts.root }).problems.map(formatProblem))
  for (;;) {
    const files = planNewMarket(
      answers,
      facts,
      leftOut.map(({ path }) => path),
    )
    const seedProblem = marketSeedProblem(JSON.parse(files[1].text))
    if (seedProblem)
      return {
        ok: false,
        files,
        problems: [{ severity: 'error', file: files[1].file, line: 1, column: 1, pointer: '', rule: 'marketSeed', message: seedProblem }],
      }
    const rollback = writeAllOrNothing(facts.root, files)
    try {
      const { problems } = validateProject(undefined, { root: facts.root })
      const errors = problems.filter((problem) => problem.severity === 'error' && !before.has(formatProblem(problem)))
      if (errors.length) {
        rollback()
        return { ok: false, files, problems: errors }
      }
      const dataProblems = checkData(facts.root, answers.code)
      if (dataProblems.length === 0) {
        const written = new Set(files.map(({ file }) => file))
        return { ok: true, files, warnings: problems.filter((problem) => written.has(problem.file)), leftOut }
      }
      rollback()
      const offered = dataProblems.filter((problem) => {
        const path = productLinePathOf(problem, facts)
        return !path || leftOut.some((entry) => entry.path === path)
      })
      if (offered.length) return { ok: false, files, problems: offered }
      for (const problem of dataProblems) {
        const path = productLinePathOf(problem, facts)!
        if (!leftOut.some((entry) => entry.path === path)) leftOut.push({ path, reason: `${problem.file}: ${problem.message}` })
      }
    } catch (error) {
      rollback()
      throw error
    }
  }
}
