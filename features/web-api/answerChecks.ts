import { ENDPOINT_ANSWERS, type Endpoint } from './endpointAnswers.ts'
import * as validators from './validators.gen.ts'

/** ajv's standalone validator (validators.gen.ts is plain JavaScript): true or false, and the errors of the last call. */
export type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }

/**
 * The answer check of an endpoint. Loaded on demand (checkAnswer.ts) together with the validators, so the table of
 * every endpoint's answer is not in the islands' bundles either, only in this chunk that the first call fetches.
 */
export function validatorOf(path: Endpoint): Validate {
  return (validators as unknown as Record<string, Validate>)[ENDPOINT_ANSWERS[path]]
}
