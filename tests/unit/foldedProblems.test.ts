// Protects how many problems a person reads for one mistake: problems are grouped by their fields (file, place,
// rule, route), and a missing comma in one document shows as its syntax error first with the problems that follow
// from it counted, none of them with a "did you mean" that sends the author to the wrong page.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem, formatProblems, type Problem } from '../../engine/shared/problem.ts'
import { printProblems } from '../../tools/data/printProblems.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

describe('one missing comma', () => {
  // tests/fixtures/validation/syntax-error.json: pages/start.json without the comma after "template".
  const fixture = read('tests/fixtures/validation/syntax-error.json')
  const { problems } = validateProject((file) => (file === 'pages/start.json' ? fixture : read(file)))

  it('showed as 172 equal-looking problems: the syntax error comes first and the rest fold under it', () => {
    const [cause, ...rest] = problems
    expect(cause).toMatchObject({ file: 'pages/start.json', rule: 'syntax', line: 5, column: 3 })
    expect(rest.length).toBeGreaterThan(100)
    for (const problem of rest) expect(problem.causedBy).toEqual({ file: 'pages/start.json', line: 5, column: 3 })
    expect(formatProblems(problems)).toEqual([
      formatProblem(cause),
      `  ↳ … and ${rest.length} problems that follow from it (fixing it fixes them; --format json lists them)`,
    ])
  })

  it('told the author "did you mean page:share?" for a start page that exists but could not be read', () => {
    const advice = problems.filter((problem) => problem.suggestions || /did you mean/.test(problem.message))
    expect(advice).toEqual([])
    expect(problems.slice(1).map((problem) => problem.message)).toContain('there is no page with id "start" in pages/')
  })

  it('a few follow-on problems are still listed under their cause', () => {
    const cause: Problem = { severity: 'error', file: 'a.json', line: 1, column: 2, pointer: '', rule: 'syntax', message: 'x' }
    const follow = { ...cause, file: 'b.json', rule: 'link', message: 'y', causedBy: { file: 'a.json', line: 1, column: 2 } }
    expect(formatProblems([cause, follow, follow])).toEqual([formatProblem(cause), formatProblem(follow), formatProblem(follow)])
  })
})

describe('problems on many routes', () => {
  it('a value inherited by every market is one problem whose route is a field, not text parsed out of the message', () => {
    const page = read('tests/fixtures/validation/override-error.json')
    const { problems } = validateProject((file) => (file === 'pages/start.json' ? page : read(file)))
    const tone = problems.filter((problem) => problem.pointer === '/overrides/gb/blocks/why/props/tone')
    expect(tone).toEqual([expect.objectContaining({ rule: 'enum', route: '/en-gb/', message: expect.not.stringContaining('(in ') })])
    expect(formatProblem(tone[0])).toMatch(/Allowed values: plain, surface \(in \/en-gb\/\)$/)
  })
})

describe('printProblems', () => {
  afterEach(() => vi.restoreAllMocks())

  it('said "… and 40 more like these" whatever the rest was: it groups by rule, file and pointer', () => {
    const lines: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line))
    const failing = (market: string): Problem => ({
      severity: 'error',
      file: 'sources/branches.ts',
      line: 1,
      column: 1,
      pointer: '/branches',
      rule: 'apiUnavailable',
      message: `the API answered 500 for ${market}`,
    })
    const other: Problem = { ...failing('de'), rule: 'apiShape', pointer: '/offers', message: 'must be a list' }
    printProblems([failing('de'), failing('fr'), failing('gb'), other])
    expect(lines).toEqual([
      formatProblem(failing('de')),
      '  … and 2 more of rule "apiUnavailable" at sources/branches.ts /branches',
      formatProblem(other),
    ])
  })
})
