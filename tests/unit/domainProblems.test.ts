// A mistake in a domain document is reported like any other: at its file, line, column and pointer, in one run.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

describe('domain documents', () => {
  it('a schema error in domains/de.json threw "markets/at.json extends de, but markets/de.json does not exist" with no place (and --format json printed nothing): the error at its line', () => {
    const { problems } = validateProject((file) =>
      file === 'domains/de.json' ? read(file).replace('"countryCode": "DE"', '"countryCode": "de"') : read(file),
    )
    expect(problems.filter((problem) => problem.severity === 'error' && !problem.causedBy).map(formatProblem)).toEqual([
      'domains/de.json:3:18  /countryCode  must be the two capital letters of an ISO 3166 country code, such as "DE"',
    ])
  })
})
