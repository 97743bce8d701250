import { formatProblem, type Problem } from '../../engine/shared/problem.ts'

/** Prints problems for a person; a failing API fails every market alike, so after `limit` the rest is counted. */
export function printProblems(problems: Problem[], limit = 12): void {
  for (const problem of problems.slice(0, limit)) console.error(formatProblem(problem))
  if (problems.length > limit) console.error(`… and ${problems.length - limit} more like these.`)
}
