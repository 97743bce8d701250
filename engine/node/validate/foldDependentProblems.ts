import { didYouMean } from '../../shared/getMostSimilar.ts'
import type { Problem } from '../../shared/problem.ts'

/** Rules of problems that keep a whole document from being read: they come first. */
const UNREADABLE_RULES = new Set(['syntax', 'limit', 'documentType', 'documentFile'])

/** A problem's place (file, line, column) and any further fields that tell problems there apart. */
const placeKey = (problem: Problem, ...fields: string[]) => JSON.stringify([problem.file, problem.line, problem.column, ...fields])

/**
 * A problem as it follows from its cause. Its "did you mean" goes: the document it names exists but could not be
 * read (a page with a syntax error), so any other name it suggests ("start" → "share") is wrong advice.
 */
function followingFrom(cause: Problem, problem: Problem): Problem {
  const { suggestions, ...rest } = problem
  const advice = suggestions?.length ? didYouMean(suggestions) : ''
  return {
    ...rest,
    message: advice ? rest.message.replace(advice, '') : rest.message,
    causedBy: { file: cause.file, line: cause.line, column: cause.column },
  }
}

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
    const key = placeKey(problem, problem.severity, problem.rule, problem.pointer, problem.message, problem.route ?? '')
    if (seen.has(key)) continue
    seen.add(key)
    const cause = refersTo === undefined ? undefined : firstError.get(refersTo)
    if (!cause || cause.file === problem.file) {
      independent.push({ problem, original })
      continue
    }
    // One line per place that follows from a cause (a link inherited by 40 markets fails 40 times, for one reason).
    const place = placeKey(problem, 'follows')
    if (seen.has(place)) continue
    seen.add(place)
    dependents.set(cause, [...(dependents.get(cause) ?? []), followingFrom(cause, problem)])
  }
  // Another message about the same place (a schema's "must be a link" beside "there is no page …") has the same cause.
  const causeAt = new Map([...dependents].flatMap(([cause, list]) => list.map((problem) => [placeKey(problem), cause] as const)))
  for (const entry of [...independent]) {
    const cause = causeAt.get(placeKey(entry.problem))
    if (!cause || UNREADABLE_RULES.has(entry.problem.rule)) continue
    independent.splice(independent.indexOf(entry), 1)
    dependents.get(cause)!.push(followingFrom(cause, entry.problem))
  }
  const order = (a: { problem: Problem }, b: { problem: Problem }) =>
    Number(UNREADABLE_RULES.has(b.problem.rule)) - Number(UNREADABLE_RULES.has(a.problem.rule)) || byPosition(a.problem, b.problem)
  return independent.sort(order).flatMap(({ problem, original }) => [problem, ...(dependents.get(original) ?? []).sort(byPosition)])
}
