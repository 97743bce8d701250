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

/** Every file the new market needs, with its full new text. */
export function planNewMarket(answers: NewMarketAnswers, facts: ProjectFacts): PlannedFile[] {
  const readText = (file: string) => readFileSync(join(facts.root, file), 'utf8')
  return [
    { file: `markets/${answers.code}.json`, text: marketDocumentText(marketDocumentFor(answers, facts)) },
    { file: `api/seed/markets/${answers.code}.json`, text: marketSeedText(marketSeedFor(answers, facts)) },
    ...bundleEditsFor(answers, facts, readText),
  ]
}

export type ScaffoldResult =
  | { ok: true; files: PlannedFile[]; warnings: Problem[] }
  | { ok: false; files: PlannedFile[]; problems: Problem[] }

/** Writes the planned files, validates the whole project with them, and takes them all back if it finds an error. */
export function scaffoldMarket(answers: NewMarketAnswers, facts: ProjectFacts): ScaffoldResult {
  const files = planNewMarket(answers, facts)
  const seedProblem = marketSeedProblem(JSON.parse(files[1].text))
  if (seedProblem)
    return {
      ok: false,
      files,
      problems: [{ severity: 'error', file: files[1].file, line: 1, column: 1, pointer: '', rule: 'marketSeed', message: seedProblem }],
    }
  // Errors the project had before are not the new market's: only new ones take the files back.
  const before = new Set(validateProject(undefined, { root: facts.root }).problems.map(formatProblem))
  const rollback = writeAllOrNothing(facts.root, files)
  try {
    const { problems } = validateProject(undefined, { root: facts.root })
    const errors = problems.filter((problem) => problem.severity === 'error' && !before.has(formatProblem(problem)))
    if (errors.length) {
      rollback()
      return { ok: false, files, problems: errors }
    }
    const written = new Set(files.map(({ file }) => file))
    return { ok: true, files, warnings: problems.filter((problem) => written.has(problem.file)) }
  } catch (error) {
    rollback()
    throw error
  }
}
