// `npm run validate` tells the truth: wrong paths and flags are usage errors (exit 2), every independent problem
// arrives in one run with its root cause first, and machine-readable output is exactly that.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { filterProblems } from '../../engine/node/validate/filterProblems.ts'
import { githubAnnotation } from '../../engine/node/cli/githubAnnotation.ts'
import { fromRepo, REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { resolveDocumentPaths } from '../../engine/node/cli/resolveDocumentPaths.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

function validate(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/validate.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8' })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The project with some documents' text changed. */
function validateEdited(edits: Record<string, (text: string) => string>) {
  return validateProject((file) => (edits[file] ? edits[file](read(file)) : read(file))).problems
}

describe('paths on the command line', () => {
  it.each([
    ['markets/nope.json', 'markets/nope.json does not exist; did you mean "markets/no.json"'],
    ['/etc/passwd', '/etc/passwd is outside the project'],
    ['README.md', 'README.md is not a document the validator checks; documents are site.json, markets/, pages/'],
    ['pages/strat.json', 'pages/strat.json does not exist; did you mean "pages/start.json"'],
  ])('%s printed "✓ 96 documents checked … 0 errors" and exited 0', (path, message) => {
    const resolved = resolveDocumentPaths([path], REPO_ROOT)
    expect(resolved.ok).toBe(false)
    expect(!resolved.ok && resolved.message).toContain(message)
  })

  it('documents and folders resolve to the documents they hold', () => {
    expect(resolveDocumentPaths(['pages/start.json', 'locales/de-DE/'], REPO_ROOT)).toEqual({
      ok: true,
      paths: ['pages/start.json', 'locales/de-DE'],
      files: ['pages/start.json', 'locales/de-DE/translations.json'],
    })
  })

  it('a wrong path exits 2 with the usage, and with paths the summary says how many of how many were checked', () => {
    const wrong = validate(['markets/nope.json'])
    expect(wrong.status).toBe(2)
    expect(wrong.stderr).toContain('Usage: npm run -s validate')
    const one = validate(['pages/start.json'])
    expect(one.status).toBe(0)
    expect(one.stdout).toMatch(/^✓ 1 of \d+ documents checked in \d+ ms: 0 errors, 0 warnings$/m)
  })

  it('validating pages/start.json while another document is broken exited 0: the errors elsewhere are counted and fail the run', () => {
    const problems = validateEdited({ 'markets/se.json': (text) => text.replace('"defaultCurrency": "SEK"', '"defaultCurrency": 5') })
    expect(filterProblems(problems, ['pages/start.json'])).toEqual([])
    expect(problems.filter((problem) => problem.file === 'markets/se.json').map(formatProblem)).toEqual([
      expect.stringContaining('/defaultCurrency  must be a text in double quotes, not number 5'),
    ])
  })
})

describe('flags', () => {
  it('an unknown flag printed "Engine bug" with a stack trace: now the usage, exit 2', () => {
    const result = validate(['--frobnicate'])
    expect(result.status).toBe(2)
    expect(result.stderr).toContain("Unknown option '--frobnicate'")
    expect(result.stderr).toContain('Usage: npm run -s validate')
    expect(result.stderr).not.toContain('Engine bug')
  })

  it('--format json prints one JSON object and nothing else on stdout (npm run -s keeps npm quiet)', () => {
    const result = spawnSync('npm', ['run', '-s', 'validate', '--', '--format', 'json'], { cwd: REPO_ROOT, encoding: 'utf8' })
    expect(result.status).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({ errors: 0, warnings: 0, problems: [] })
  })

  it('--format github prints GitHub Actions workflow commands, one line per problem', () => {
    const problem = {
      severity: 'error',
      file: 'pages/a,b.json',
      line: 3,
      column: 7,
      pointer: '/x',
      rule: 'syntax',
      message: 'first line\nsecond: 100%',
    } as const
    expect(githubAnnotation(problem)).toBe('::error file=pages/a%2Cb.json,line=3,col=7,title=syntax::/x  first line%0Asecond: 100%25')
    expect(githubAnnotation({ ...problem, severity: 'warning', causedBy: { file: 'pages/b.json', line: 1, column: 2 } })).toMatch(
      /^::warning .*\(follows from pages\/b\.json:1:2\)$/,
    )
  })
})

describe('root causes first', () => {
  it('a syntax error was listed after the errors it caused ("there is no page with id …"): it comes first, they fold under it', () => {
    const problems = validateEdited({ 'pages/airport-promotion.json': (text) => text.replace(/,\n/, '\n') }).map(formatProblem)
    expect(problems[0]).toBe(
      'pages/airport-promotion.json:3:3  /  JSON syntax error: expected a comma "," between two values or properties',
    )
    expect(problems.slice(1).length).toBeGreaterThan(2)
    for (const problem of problems.slice(1))
      expect(problem).toMatch(/^ {2}↳ .*there is no page with id "airport-promotion" in pages\/ \(follows from the problem above\)$/)
  })

  it('a broken start page stood beside 166 independent errors: the {product}start links of the markup bundles now fold under it', () => {
    const problems = validateEdited({ 'pages/start.json': (text) => text.replace(/,\n/, '\n') })
    const [cause, ...rest] = problems
    expect(cause).toMatchObject({ file: 'pages/start.json', rule: 'syntax' })
    const bundleLinks = rest.filter((problem) => problem.file.startsWith('locales/'))
    expect(bundleLinks.length).toBeGreaterThan(10)
    for (const problem of bundleLinks)
      expect(problem).toMatchObject({
        message: expect.stringContaining('there is no page with id "start"'),
        causedBy: { file: 'pages/start.json' },
      })
  })

  it('errors arrived in rounds: a broken market hid the problems of pages as other markets see them', () => {
    const problems = validateEdited({
      'markets/se.json': (text) => text.replace('"defaultCurrency": "SEK"', '"defaultCurrency": 5'),
      'pages/start.json': () => read('tests/fixtures/validation/override-error.json'),
    }).map(formatProblem)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('markets/se.json'),
        'pages/start.json:13:53  /overrides/gb/blocks/why/props/tone  "loud" is not allowed here. Allowed values: plain, surface (in /en-gb/)',
      ]),
    )
  })
})
