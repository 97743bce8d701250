import { formatProblem, type Problem } from '../../engine/shared/problem.ts'

/**
 * Prints problems for a person. A failing API fails every market alike: problems with the same rule at the same
 * file and pointer are one group, printed once with a count of the rest; after `limit` groups the rest is counted.
 */
export function printProblems(problems: Problem[], limit = 12): void {
  const groups = new Map<string, Problem[]>()
  for (const problem of problems) {
    const key = JSON.stringify([problem.rule, problem.file, problem.pointer])
    groups.set(key, [...(groups.get(key) ?? []), problem])
  }
  const listed = [...groups.values()]
  for (const [first, ...rest] of listed.slice(0, limit)) {
    console.error(formatProblem(first))
    if (rest.length > 0) console.error(`  … and ${rest.length} more of rule "${first.rule}" at ${first.file} ${first.pointer || '/'}`)
  }
  const more = listed.slice(limit).reduce((count, group) => count + group.length, 0)
  if (more > 0) console.error(`… and ${more} more problems.`)
}
