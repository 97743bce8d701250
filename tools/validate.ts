/** npm run -s validate [paths…] [--format text|json|github]: checks every document; exit 1 on an error, 2 on wrong usage. */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { formatProblems } from '../engine/shared/problem.ts'
import { filterProblems } from '../engine/node/validate/filterProblems.ts'
import { githubAnnotation } from '../engine/node/cli/githubAnnotation.ts'
import { resolveDocumentPaths } from '../engine/node/cli/resolveDocumentPaths.ts'
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { validateProject } from '../engine/node/validate/validateProject.ts'

const FORMATS = ['text', 'json', 'github'] as const

const USAGE = `Usage: npm run -s validate -- [paths…] [--format text|json|github]

  paths     documents or folders to report on, such as markets/de.json, pages/ or locales/de-DE/translations.json
            (every document is still checked: the summary counts errors elsewhere too)
  --format  text (default), json (one JSON object on stdout) or github (GitHub Actions annotations)
  --help    this text

Exit codes: 0 no errors (warnings allowed), 1 errors in the documents, 2 wrong usage.
Use "npm run -s" (silent) for json or github: without it npm prints its own lines on stdout first.`

/** A mistake on the command line: what is wrong, then the usage, exit code 2 (documents were not checked). */
function usageError(message: string): number {
  console.error(`✗ ${message}\n\n${USAGE}`)
  return 2
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

const ARGUMENTS = {
  allowPositionals: true,
  strict: true,
  options: { format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h' } },
} as const satisfies ParseArgsConfig

await runCommand(() => {
  let args: ReturnType<typeof parseArgs<typeof ARGUMENTS>>
  try {
    args = parseArgs(ARGUMENTS)
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = args
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const format = values.format as (typeof FORMATS)[number]
  if (!FORMATS.includes(format)) return usageError(`--format must be one of ${FORMATS.join(', ')}, not "${values.format}"`)
  const selection = resolveDocumentPaths(positionals)
  if (!selection.ok) return usageError(selection.message)

  const started = performance.now()
  const { project, problems: all } = validateProject()
  const problems = filterProblems(all, selection.paths)
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.length - errors
  // Errors outside the chosen paths still stop the build: they are counted and fail the run. Those that follow
  // from a problem shown here (links to a page whose document is broken) are counted apart: fixing it fixes them.
  const shownPlaces = new Set(problems.map((problem) => `${problem.file}:${problem.line}:${problem.column}`))
  const otherErrors = all.filter((problem) => problem.severity === 'error' && !problems.includes(problem))
  const followingElsewhere = otherErrors.filter(
    (problem) => problem.causedBy && shownPlaces.has(`${problem.causedBy.file}:${problem.causedBy.line}:${problem.causedBy.column}`),
  ).length
  const errorsElsewhere = otherErrors.length - followingElsewhere
  const total = project.documents.size + project.bundles.size
  const checked = positionals.length > 0 ? `${selection.files.length} of ${plural(total, 'document')}` : plural(total, 'document')
  if (format === 'json') {
    console.log(
      JSON.stringify({ errors, warnings, ...(positionals.length > 0 ? { errorsElsewhere, followingElsewhere } : {}), problems }, null, 2),
    )
  } else if (format === 'github') {
    for (const problem of problems) console.log(githubAnnotation(problem))
    if (errorsElsewhere > 0)
      console.log(
        `::error::${plural(errorsElsewhere, 'error')} in other documents stop the build; run npm run validate without paths to list them`,
      )
  } else {
    for (const line of formatProblems(problems)) console.log(line)
    const ms = Math.round(performance.now() - started)
    const stopping =
      errorsElsewhere > 0
        ? `; ${plural(errorsElsewhere, 'error')} in other documents ${errorsElsewhere === 1 ? 'stops' : 'stop'} the build (run without paths to list them)`
        : ''
    const elsewhere = `${stopping}${followingElsewhere > 0 ? `; ${plural(followingElsewhere, 'error')} in other documents ${followingElsewhere === 1 ? 'follows' : 'follow'} from these` : ''}`
    const following = problems.filter((problem) => problem.causedBy && problem.severity === 'error').length
    const folded = following > 0 ? ` (${following} follow from the others)` : ''
    console.log(
      `${errors + errorsElsewhere + followingElsewhere === 0 ? '✓' : '✗'} ${checked} checked in ${ms} ms: ${plural(errors, 'error')}${folded}, ${plural(warnings, 'warning')}${elsewhere}`,
    )
  }
  return errors + errorsElsewhere + followingElsewhere > 0 ? 1 : 0
})
