// Protects markup written directly in a document field ("x-markup": "literal"): each problem points at the character inside the JSON string.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../shared/problem.ts'
import { parseJsonSource } from '../load/parseJsonSource.ts'
import { addMarkupKeyword } from './markupKeyword.ts'
import { schemaErrorsToProblems } from './schemaErrorsToProblems.ts'
import { createValidationRun } from './validationRun.ts'

const ajv = new Ajv2020({ strict: true, allErrors: true, passContext: true })
addMarkupKeyword(ajv)
const validate = ajv.compile({
  type: 'object',
  properties: { body: { type: 'string', 'x-markup': 'literal' }, key: { type: 'string', 'x-markup': 'translationKey' } },
})

describe('the x-markup keyword', () => {
  it('reports a literal field at file:line:column of the offending character', () => {
    const text = '{\n  "body": "# T\\n\\nSay \\"hi\\" <i>x</i> {{year}}"\n}\n'
    const { source } = parseJsonSource('pages/example.json', text)
    expect(validate.call(createValidationRun(), source.data)).toBe(false)
    expect(schemaErrorsToProblems(validate.errors ?? [], (pointer) => ({ source, pointer })).map(formatProblem)).toEqual([
      `pages/example.json:2:30  /body  Text can't contain HTML tags: write bold, italic, links and lists with the content markup instead.`,
      `pages/example.json:2:34  /body  Text can't contain HTML tags: write bold, italic, links and lists with the content markup instead.`,
      'pages/example.json:2:39  /body  Looks like you used an invalid short code',
    ])
  })

  it('collects translation keys for the bundle check and accepts valid markup', () => {
    const run = createValidationRun()
    expect(validate.call(run, { body: '# T\n\nFine.', key: 'rentalInformation.details' })).toBe(true)
    expect([...run.markupKeys]).toEqual(['rentalInformation.details'])
  })
})
