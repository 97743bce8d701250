// Protects what a market manager sees for a broken document: the file, line, column, JSON pointer and a plain-English fix.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../engine/shared/problem.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { listBlockNames } from '../../engine/node/gen/generatedFiles.ts'

/** Validates the repository with pages/start.json replaced by a fixture. */
function validateWithStartPage(fixture: string) {
  const text = readFileSync(fromRepo(`tests/fixtures/validation/${fixture}`), 'utf8')
  const result = validateProject((file) => (file === 'pages/start.json' ? text : readFileSync(fromRepo(file), 'utf8')))
  return result.problems.filter((problem) => problem.file === 'pages/start.json').map(formatProblem)
}

describe('validation of a broken page', () => {
  it.each([
    ['syntax-error.json', ['pages/start.json:5:3  /  JSON syntax error: expected a comma "," between two values or properties']],
    [
      'unknown-block-type.json',
      [
        `pages/start.json:10:29  /blocks/0/type  "heor" is not allowed here; did you mean "hero"?${listBlockNames().length <= 12 ? ` Allowed values: ${listBlockNames().join(', ')}` : ''}`,
      ],
    ],
    ['missing-required-field.json', ['pages/start.json:13:16  /blocks/0/props  missing required field "banner_text"']],
    [
      'bad-url.json',
      [
        'pages/start.json:13:68  /blocks/0/props/banner_url  must be a safe link: page:<page id>, /path, #anchor, https://…, mailto: or tel:, without spaces, backslashes or control characters (write a space as %20). javascript: and data: links are never allowed',
        'pages/start.json:21:51  /blocks/1/props/cta/url  must be a safe link: page:<page id>, /path, #anchor, https://…, mailto: or tel:, without spaces, backslashes or control characters (write a space as %20). javascript: and data: links are never allowed',
      ],
    ],
    [
      'unknown-key.json',
      [
        'pages/start.json:6:13  /layout  warning: "promotoin" is not a layout, so the page renders with the empty layout; did you mean "promotion"? Layouts: ibe, ride, funnel, zen, standalone, navigation, navigationWithoutLayout, promotion, default, empty',
        'pages/start.json:10:122  /blocks/0/props/tonne  unknown field "tonne"; did you mean "tone"?',
        'pages/start.json:12:18  /overrides/gbr  "gbr" is neither a market nor a market language; did you mean "gb" or "br" or "gp"?',
      ],
    ],
    [
      'override-error.json',
      [
        'pages/start.json:13:53  /overrides/gb/blocks/why/props/tone  "loud" is not allowed here. Allowed values: plain, surface (in /en-gb/)',
      ],
    ],
    [
      // A page is in the search index in every market or in none: "indexable" is a yes/no, and no override changes it.
      'indexable-errors.json',
      [
        'pages/start.json:7:16  /indexable  must be true or false, not the text "no"',
        'pages/start.json:14:13  /overrides/gb/indexable  unknown field "indexable"; allowed fields: slug, layout, title, description, blocks',
      ],
    ],
  ])('%s', (fixture, expected) => {
    expect(validateWithStartPage(fixture)).toEqual(expected)
  })

  it('reports every problem of a file, not just the first', () => {
    expect(validateWithStartPage('bad-url.json')).toHaveLength(2)
  })

  it('passes the documents of the repository', () => {
    const { problems, index } = validateProject()
    expect(problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([])
    expect(index?.routes.length).toBeGreaterThan(10)
  })
})
