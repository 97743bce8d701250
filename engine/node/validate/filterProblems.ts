import type { Problem } from '../../shared/problem.ts'

const samePlace = (a: { file: string; line: number; column: number }, b: { file: string; line: number; column: number }) =>
  a.file === b.file && a.line === b.line && a.column === b.column

/**
 * Keeps the problems of the given repository-relative files or folders (from resolveDocumentPaths), and the
 * cause of any kept problem that follows from a problem elsewhere, so the fix is on screen too.
 */
export function filterProblems(problems: Problem[], paths: string[]): Problem[] {
  if (paths.length === 0) return problems
  const selected = (problem: Problem) => paths.some((path) => path === '' || problem.file === path || problem.file.startsWith(`${path}/`))
  const kept = problems.filter(selected)
  const causes = problems.filter(
    (problem) => !selected(problem) && kept.some((other) => other.causedBy && samePlace(other.causedBy, problem)),
  )
  return problems.filter((problem) => kept.includes(problem) || causes.includes(problem))
}
