/** One thing wrong with a document, as data: printed for people, emitted as JSON for pipelines. */
export interface Problem {
  severity: 'error' | 'warning'
  /** Repository-relative path with forward slashes. */
  file: string
  line: number
  column: number
  /** JSON pointer into the document ("" for the whole document). */
  pointer: string
  /** The rule that failed: a JSON Schema keyword or an engine check such as "unknownBlockType". */
  rule: string
  message: string
  suggestions?: string[]
  /** A document this problem names that does not exist or could not be read (repository-relative path). */
  refersTo?: string
  /** The problem this one follows from: fixing that one (a syntax error, say) fixes or changes this one. */
  causedBy?: { file: string; line: number; column: number }
  /** The page address a problem was found on, when a value is checked as one market sees it ("/en-gb/"). */
  route?: string
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`
  const label = problem.severity === 'warning' ? 'warning: ' : ''
  const line = `${where}  ${problem.pointer || '/'}  ${label}${problem.message}${problem.route ? ` (in ${problem.route})` : ''}`
  return problem.causedBy ? `  ↳ ${line} (follows from the problem above)` : line
}

/** Follow-on problems listed under their cause; more than this many are counted instead. */
const LISTED_FOLLOW_ONS = 5

/**
 * Problems for a person, in the order foldDependentProblems gives (each cause followed by what follows from it):
 * a missing comma in a page that 171 links name prints as the syntax error and "… and 171 problems that follow
 * from it", not as 172 lines that look alike. `--format json` lists every one.
 */
export function formatProblems(problems: Problem[]): string[] {
  const lines: string[] = []
  for (let index = 0; index < problems.length; index++) {
    const problem = problems[index]
    let end = index + 1
    while (end < problems.length && problems[end].causedBy) end++
    const followOns = problems.slice(index + 1, end)
    lines.push(formatProblem(problem))
    if (followOns.length <= LISTED_FOLLOW_ONS) lines.push(...followOns.map(formatProblem))
    else lines.push(`  ↳ … and ${followOns.length} problems that follow from it (fixing it fixes them; --format json lists them)`)
    index = end - 1
  }
  return lines
}
