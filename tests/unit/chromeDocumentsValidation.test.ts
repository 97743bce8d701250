// Protects what an editor sees for a broken menu or footer: an unknown link type, a missing label or an unsafe URL fails validation.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

/** Validates the repository with one document replaced by a fixture; returns that document's errors. */
function validateWith(file: string, fixture: string): string[] {
  const text = readFileSync(fromRepo(`tests/fixtures/validation/${fixture}`), 'utf8')
  const result = validateProject((path) => (path === file ? text : readFileSync(fromRepo(path), 'utf8')))
  return result.problems.filter((problem) => problem.file === file && problem.severity === 'error').map(formatProblem)
}

const UNSAFE =
  'must be a safe link: page:<page id>, /path, #anchor, https://…, mailto: or tel:, without spaces, backslashes or control characters (write a space as %20). javascript: and data: links are never allowed'

describe('validation of a broken navigation document', () => {
  const problems = validateWith('navigation/main.json', 'navigation-bad-items.json')
  it.each([
    ['an unknown link type', '/nav_list/1/type  "button" is not allowed here'],
    ['a missing label', '/nav_list/2  missing required field "title"'],
    ['an unsafe URL', `/nav_list/3/url  ${UNSAFE}`],
    ['a link without a URL', '/nav_list/4  missing required field "url"'],
  ])('reports %s', (_, expected) => {
    expect(
      problems.some((problem) => problem.includes(expected)),
      problems.join('\n'),
    ).toBe(true)
  })
  it('names file, line and column', () => {
    expect(problems.every((problem) => /^navigation\/main\.json:\d+:\d+ /.test(problem))).toBe(true)
  })
})

describe('validation of a broken footer document', () => {
  const problems = validateWith('footers/main.json', 'footer-bad-links.json')
  it.each([
    ['a data: URL', `/links/0/url  ${UNSAFE}`],
    ['a missing label', '/links/1  missing required field "title"'],
    ['a protocol-relative URL', `/follow_us/0/url  ${UNSAFE}`],
  ])('reports %s', (_, expected) => {
    expect(
      problems.some((problem) => problem.includes(expected)),
      problems.join('\n'),
    ).toBe(true)
  })
})

describe('validation of a layout that names a menu document', () => {
  it('reports a menu document that does not exist, with "did you mean"', () => {
    const problems = validateWith('layouts/ride.json', 'layout-unknown-navigation.json')
    expect(
      problems.some((problem) =>
        /^layouts\/ride\.json:\d+:\d+ .*\/navigation {2}there is no navigation\/rid\.json; did you mean "ride"/.test(problem),
      ),
      problems.join('\n'),
    ).toBe(true)
  })
})

describe('validation of analytics generations (SPEC §4)', () => {
  it('reports a layout naming a generation no schema allows, at file, line and column, with "did you mean"', () => {
    const problems = validateWith('layouts/ride.json', 'layout-unknown-generation.json')
    expect(problems, problems.join('\n')).toEqual([
      'layouts/ride.json:9:26  /analyticsGeneration  "rid" is not allowed here; did you mean "ride"? Allowed values: next, zen, ride',
    ])
  })
  it('reports a market\'s container for a generation no schema allows, at the key, with "did you mean"', () => {
    const problems = validateWith('markets/_base.json', 'market-unknown-generation.json')
    expect(problems, problems.join('\n')).toEqual([
      expect.stringMatching(
        /^markets\/_base\.json:\d+:\d+ {2}\/analytics\/rides {2}the key "rides" is not allowed here; did you mean "ride"\? Allowed keys: next, zen, ride$/,
      ),
    ])
  })
})
