import { assertEngine } from '../../shared/assert.ts'

/**
 * What the documents of one validation run may refer to, and what its schema keywords collect. Each validator is
 * called with it (`validate.call(run, data)`, ajv's passContext), so compiled schemas hold no state of a run and
 * two projects can be validated in one process.
 */
export interface ValidationRun {
  /** Keys of the en-US bundle. */
  textKeys: Set<string>
  pageIds: Set<string>
  /** Files of public/images. */
  imageFiles: Set<string>
  /** Translation keys that fields marked "x-markup": "translationKey" hold; filled while documents are validated. */
  markupKeys: Set<string>
}

export function createValidationRun(targets: Partial<ValidationRun> = {}): ValidationRun {
  return { textKeys: new Set(), pageIds: new Set(), imageFiles: new Set(), markupKeys: new Set(), ...targets }
}

/** The run a keyword was called for: a validator called without one is a bug of the engine, not of a document. */
export function currentRun(context: unknown): ValidationRun {
  assertEngine(
    typeof context === 'object' && context !== null && 'markupKeys' in context,
    'a schema validator was called without its ValidationRun: call it as validate.call(run, data)',
  )
  return context as ValidationRun
}
