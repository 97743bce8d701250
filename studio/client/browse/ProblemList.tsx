/** Problems as `npm run validate` prints them: file:line:column and the message. */
import type { Problem } from '../../shared/studioApi.ts'

export function problemPlace(problem: { file?: string; line?: number; column?: number }): string {
  if (!problem.file) return ''
  return problem.line === undefined ? problem.file : `${problem.file}:${problem.line}:${problem.column ?? 1}`
}

/** A problem as the list shows it: new-market refusals may have no place, the engine's always have one. */
type ListedProblem = Pick<Problem, 'message'> & Partial<Pick<Problem, 'file' | 'line' | 'column' | 'severity'>>

export function ProblemList({ problems, label }: { problems: ListedProblem[]; label: string }) {
  if (problems.length === 0) return null
  return (
    <div role="alert" aria-label={label}>
      <ul className="problems">
        {problems.map((problem, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity; the list is replaced whole
          <li key={index}>
            {problem.severity === 'warning' && <strong>warning </strong>}
            {problemPlace(problem) && <code>{problemPlace(problem)}</code>} {problem.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
