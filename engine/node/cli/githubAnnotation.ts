import type { Problem } from '../../shared/problem.ts'

/** Workflow-command escaping (https://docs.github.com/actions/reference/workflow-commands-for-github-actions): a message stays one command. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** One problem as a GitHub Actions annotation: `::error file=…,line=…,col=…::message`. */
export function githubAnnotation(problem: Problem): string {
  const command = problem.severity === 'error' ? 'error' : 'warning'
  const cause = problem.causedBy ? ` (follows from ${problem.causedBy.file}:${problem.causedBy.line}:${problem.causedBy.column})` : ''
  return `::${command} file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column},title=${escapeProperty(problem.rule)}::${escapeData(`${problem.pointer || '/'}  ${problem.message}${problem.route ? ` (in ${problem.route})` : ''}${cause}`)}`
}
