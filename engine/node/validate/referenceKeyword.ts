import type { Ajv2020 } from 'ajv/dist/2020.js'
import type { ErrorObject } from 'ajv'
import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { quoteValue } from '../../shared/quoteValue.ts'
import { pageLinkKey, parsePageLink } from '../../shared/pageLink.ts'
import { currentRun, type ValidationRun } from './validationRun.ts'
import { VALUE_CHECKS, type ValueCheck } from './valueChecks.ts'

type ReferenceCheck = (value: string, run: ValidationRun) => ReturnType<ValueCheck>

const CHECKS: Record<string, ReferenceCheck> = {
  // Values that must be well-formed rather than name a document: currencies, locales, date-fns patterns.
  ...VALUE_CHECKS,
  textKey(value, run) {
    if (run.textKeys.has(value)) return undefined
    const suggestions = getMostSimilar(value, run.textKeys)
    return {
      message: `the translation key ${quoteValue(value)} is not in locales/en-US/translations.json${didYouMean(suggestions)}`,
      suggestions,
      refersTo: 'locales/en-US/translations.json',
    }
  },
  link(value, run) {
    const link = parsePageLink(value)
    if (!link) return undefined
    // "page:<id>/<item key>" names an item of a generated page: the page must exist here; whether a market builds the
    // item is checked per market with the site's links (validateProject.ts checkPageLinks).
    const id = link.pageId.split('/')[0]!
    if (run.pageIds.has(id)) return undefined
    const suggestions = getMostSimilar(id, run.pageIds).map((similar) => pageLinkKey(similar))
    return {
      message: `there is no page with id ${quoteValue(id)} in pages/${didYouMean(suggestions)}`,
      suggestions,
      refersTo: `pages/${id}.json`,
    }
  },
  imageFile(value, run) {
    if (run.imageFiles.has(value)) return undefined
    const suggestions = getMostSimilar(value, run.imageFiles)
    return { message: `public/images/${quoteValue(value).slice(1, -1)} does not exist${didYouMean(suggestions)}`, suggestions }
  },
}

/** The "x-kind" keyword: a value that must name something that exists (a text, a page, an image) or be well-formed (valueChecks.ts). */
export function addReferenceKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: 'x-kind',
    schemaType: 'string',
    errors: true,
    // The run's targets arrive as `this` (ajv passContext): the schema is compiled once, the targets change per run.
    validate: function validate(this: unknown, kind: string, data: unknown) {
      const check = CHECKS[kind]
      if (!check) throw new Error(`Unknown x-kind "${kind}" in a schema; known: ${Object.keys(CHECKS).join(', ')}.`)
      if (typeof data !== 'string') return true
      const problem = check(data, currentRun(this))
      if (!problem) return true
      ;(validate as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        { keyword: 'x-kind', message: problem.message, params: { kind, suggestions: problem.suggestions, refersTo: problem.refersTo } },
      ]
      return false
    },
  })
}
