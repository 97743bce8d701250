import type { Problem } from '../shared/problem.ts'

/** Rules of problems that keep a whole document from being read: they come first. */
const UNREADABLE_RULES = new Set(['syntax', 'limit', 'documentType'])

const byPosition = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column

/**
 * Root causes first, each followed by the problems it caused; each problem once. A page with a syntax error is
 * missing from the project, so every link to it reads "there is no page with id …": such problems name the file
 * in `refersTo`, and when that file has an error of its own they are listed under its first one with `causedBy`,
 * instead of a dozen errors before their cause.
 */
export function foldDependentProblems(problems: Problem[]): Problem[] {
  const firstError = new Map<string, Problem>()
  // The cause named for a file: its unreadable-document error, else its first own error, else any first error.
  const rank = (problem: Problem) => (UNREADABLE_RULES.has(problem.rule) ? 0 : problem.refersTo === undefined ? 1 : 2)
  for (const problem of [...problems].sort((a, b) => rank(a) - rank(b) || byPosition(a, b))) {
    if (problem.severity === 'error' && !firstError.has(problem.file)) firstError.set(problem.file, problem)
  }
  const dependents = new Map<Problem, Problem[]>()
  const independent: { problem: Problem; original: Problem }[] = []
  // A value inherited by many markets is checked once per market: the same problem at the same place is listed once.
  const seen = new Set<string>()
  for (const original of problems) {
    const { refersTo, ...problem } = original
    const key = `${problem.file}:${problem.line}:${problem.column}:${problem.severity}:${problem.message}`
    if (seen.has(key)) continue
    seen.add(key)
    const cause = refersTo === undefined ? undefined : firstError.get(refersTo)
    if (!cause || cause.file === problem.file) {
      independent.push({ problem, original })
      continue
    }
    // One line per place that follows from a cause (a link inherited by 40 markets fails 40 times, for one reason).
    const place = `${problem.file}:${problem.line}:${problem.column}:follows`
    if (seen.has(place)) continue
    seen.add(place)
    dependents.set(cause, [
      ...(dependents.get(cause) ?? []),
      { ...problem, causedBy: { file: cause.file, line: cause.line, column: cause.column } },
    ])
  }
  // Another message about the same place (a schema's "must be a link" beside "there is no page …") has the same cause.
  const causeAt = new Map(
    [...dependents].flatMap(([cause, list]) =>
      list.map((problem) => [`${problem.file}:${problem.line}:${problem.column}`, cause] as const),
    ),
  )
  for (const entry of [...independent]) {
    const cause = causeAt.get(`${entry.problem.file}:${entry.problem.line}:${entry.problem.column}`)
    if (!cause || UNREADABLE_RULES.has(entry.problem.rule)) continue
    independent.splice(independent.indexOf(entry), 1)
    dependents.get(cause)!.push({ ...entry.problem, causedBy: { file: cause.file, line: cause.line, column: cause.column } })
  }
  const order = (a: { problem: Problem }, b: { problem: Problem }) =>
    Number(UNREADABLE_RULES.has(b.problem.rule)) - Number(UNREADABLE_RULES.has(a.problem.rule)) || byPosition(a.problem, b.problem)
  return independent.sort(order).flatMap(({ problem, original }) => [problem, ...(dependents.get(original) ?? []).sort(byPosition)])
}
