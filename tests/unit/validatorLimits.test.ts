// The validator answers a hostile or careless document with an author error at its position in bounded time:
// a huge string or deep nesting once took minutes or crashed it with an "Engine bug" stack trace.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MAX_NESTING_DEPTH, MAX_STRING_LENGTH, findLimitViolations } from '../../engine/node/load/jsonLimits.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { getMostSimilar } from '../../engine/shared/getMostSimilar.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')
const START = read('pages/start.json')

function startPageProblems(text: string): string[] {
  const { problems } = validateProject((file) => (file === 'pages/start.json' ? text : readFileSync(fromRepo(file), 'utf8')))
  return problems.filter((problem) => problem.file === 'pages/start.json').map(formatProblem)
}

describe('validator limits', () => {
  it('a 10 MB string in a text field took minutes ("did you mean" against every key): one error at the string', { timeout: 10_000 }, () => {
    const text = START.replace('"start.banner.text"', `"${'a'.repeat(10_000_000)}"`)
    expect(startPageProblems(text)).toEqual([
      'pages/start.json:15:24  /  this string has 10,000,000 characters; at most 100,000 are allowed. Long texts belong in a translation bundle, split into paragraphs',
    ])
  })

  it('a 100,000-character text key took seconds and printed the whole value: no suggestions, the value cut short', {
    timeout: 10_000,
  }, () => {
    const [problem, ...rest] = startPageProblems(START.replace('"start.banner.text"', `"${'a'.repeat(MAX_STRING_LENGTH)}"`))
    expect(rest).toEqual([])
    expect(problem).toMatch(
      /^pages\/start\.json:15:24 {2}\/blocks\/0\/props\/banner_text {2}the translation key "a{80}…" is not in locales\/en-US\/translations\.json$/,
    )
    expect(getMostSimilar('a'.repeat(1000), ['a', 'aa'])).toEqual([])
  })

  it('10,000 nested arrays crashed the validator (RangeError: Maximum call stack size exceeded): an author error where nesting goes too deep', {
    timeout: 10_000,
  }, () => {
    const text = START.replace('"blocks": [', `"x": ${'['.repeat(10_000)}${']'.repeat(10_000)}, "blocks": [`)
    expect(startPageProblems(text)).toEqual([
      `pages/start.json:10:${8 + MAX_NESTING_DEPTH - 1}  /  arrays and objects are nested more than 64 levels deep here; no document needs that many: look for brackets that are not closed`,
    ])
  })

  it('an unclosed string followed by 5,000 brackets overflowed the stack (found by the property test): the string ends at the line end', () => {
    const text = START.replace('"start.banner.text",', `"start.banner.text,\n${'['.repeat(5000)}`)
    expect(startPageProblems(text)).toEqual([
      expect.stringMatching(/^pages\/start\.json:16:\d+ {2}\/ {2}arrays and objects are nested more than 64 levels deep here/),
    ])
  })

  it('an object with its own "toString" where a choice was expected threw "Cannot convert object to primitive value" (found by the property test)', () => {
    expect(startPageProblems(START.replace('"tone": "surface"', '"tone": { "toString": 1 }'))).toEqual([
      expect.stringContaining('/blocks/5/props/tone  {"toString":1} is not allowed here. Allowed values: plain, surface'),
    ])
  })

  it('a market whose "languages" is not a list crashed the page checks (found by the property test)', () => {
    const { problems } = validateProject((file) =>
      file === 'markets/se.json'
        ? read('markets/se.json').replace(/"languages": \[.*\],/, '"languages": "/\\\\evil.example/x",')
        : read(file),
    )
    expect(problems.filter((problem) => problem.file === 'markets/se.json').map(formatProblem)).toEqual([
      expect.stringContaining('/languages  must be a list (array), not the text'),
    ])
  })

  it.each(['null', '[]', '"text"', '5'])(
    'a document that is %s instead of an object crashed loading (found by the property test)',
    (text) => {
      expect(startPageProblems(text)).toEqual(['pages/start.json:1:1  /  a document must be a JSON object: { … } around its fields'])
    },
  )

  it('brackets and quotes inside strings do not count, escaped quotes do not end a string', () => {
    expect(findLimitViolations(JSON.stringify({ text: '['.repeat(1000), quoted: 'say \\"[[[\\"' }))).toEqual([])
    expect(findLimitViolations(`{"a": "${'\\"'.repeat(MAX_STRING_LENGTH)}"}`)).toHaveLength(1)
    expect(findLimitViolations(`${'['.repeat(MAX_NESTING_DEPTH)}${']'.repeat(MAX_NESTING_DEPTH)}`)).toEqual([])
  })
})
