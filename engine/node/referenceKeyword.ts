import type { Ajv2020 } from 'ajv/dist/2020.js'
import type { ErrorObject } from 'ajv'
import { didYouMean, getMostSimilar } from '../shared/getMostSimilar.ts'

/** What references in documents may point at; filled in before each validation run. */
export interface ReferenceTargets {
  textKeys: Set<string>
  pageIds: Set<string>
  imageFiles: Set<string>
}

export const referenceTargets: ReferenceTargets = { textKeys: new Set(), pageIds: new Set(), imageFiles: new Set() }

type Check = (value: string) => { message: string; suggestions: string[] } | undefined

const CHECKS: Record<string, Check> = {
  textKey(value) {
    if (referenceTargets.textKeys.has(value)) return undefined
    const suggestions = getMostSimilar(value, referenceTargets.textKeys)
    return { message: `the translation key "${value}" is not in locales/en-US/translations.json${didYouMean(suggestions)}`, suggestions }
  },
  link(value) {
    if (!value.startsWith('page:')) return undefined
    const id = value.slice(5).split('#')[0]
    if (referenceTargets.pageIds.has(id)) return undefined
    const suggestions = getMostSimilar(id, referenceTargets.pageIds).map((s) => `page:${s}`)
    return { message: `there is no page with id "${id}" in pages/${didYouMean(suggestions)}`, suggestions }
  },
  imageFile(value) {
    if (referenceTargets.imageFiles.has(value)) return undefined
    const suggestions = getMostSimilar(value, referenceTargets.imageFiles)
    return { message: `public/images/${value} does not exist${didYouMean(suggestions)}`, suggestions }
  },
}

/** The "x-kind" keyword: a value that must name something that exists (a text, a page, an image). */
export function addReferenceKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: 'x-kind',
    schemaType: 'string',
    errors: true,
    validate: function validate(kind: string, data: unknown) {
      const check = CHECKS[kind]
      if (!check) throw new Error(`Unknown x-kind "${kind}" in a schema; known: ${Object.keys(CHECKS).join(', ')}.`)
      if (typeof data !== 'string') return true
      const problem = check(data)
      if (!problem) return true
      ;(validate as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        { keyword: 'x-kind', message: problem.message, params: { kind, suggestions: problem.suggestions } },
      ]
      return false
    },
  })
}
