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
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`
  const label = problem.severity === 'warning' ? 'warning: ' : ''
  return `${where}  ${problem.pointer || '/'}  ${label}${problem.message}`
}
