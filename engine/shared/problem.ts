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
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`
  const label = problem.severity === 'warning' ? 'warning: ' : ''
  const line = `${where}  ${problem.pointer || '/'}  ${label}${problem.message}`
  return problem.causedBy ? `  ↳ ${line} (follows from the problem above)` : line
}
