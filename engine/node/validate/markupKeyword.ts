import type { Ajv2020 } from 'ajv/dist/2020.js'
import type { ErrorObject } from 'ajv'
import { parseMarkup } from '../../markup/parseMarkup.ts'
import { currentRun } from './validationRun.ts'

/**
 * The "x-markup" keyword marks text fields written in the content markup. A literal field is parsed
 * here and each problem carries its offset inside the string; a translation key is collected into the run's
 * markupKeys (the validator is called as validate.call(run, data)), and validateProject parses its text in every bundle.
 */
export function addMarkupKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: 'x-markup',
    schemaType: 'string',
    errors: true,
    validate: function validate(this: unknown, mode: string, data: unknown) {
      if (mode !== 'literal' && mode !== 'translationKey')
        throw new Error(`Unknown x-markup "${mode}" in a schema; known: literal, translationKey.`)
      if (typeof data !== 'string') return true
      if (mode === 'translationKey') {
        currentRun(this).markupKeys.add(data)
        return true
      }
      const { problems } = parseMarkup(data)
      if (problems.length === 0) return true
      ;(validate as unknown as { errors: Partial<ErrorObject>[] }).errors = problems.map((problem) => ({
        keyword: 'x-markup',
        message: problem.message,
        params: { offset: problem.offset },
      }))
      return false
    },
  })
}
