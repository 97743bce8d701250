import type { Validate } from './answerChecks.ts'
import type { AnswerId, Endpoint, ENDPOINT_ANSWERS } from './endpointAnswers.ts'
import type { ApiAnswers } from './types.gen.ts'

/** The type an answer id stands for: "branch" → Branch, "branchList" → Branch[]. */
export type AnswerOf<Id extends AnswerId> = Id extends `${infer Name extends keyof ApiAnswers}List`
  ? ApiAnswers[Name][]
  : Id extends keyof ApiAnswers
    ? ApiAnswers[Id]
    : never

export type EndpointAnswer<P extends Endpoint> = AnswerOf<(typeof ENDPOINT_ANSWERS)[P]>

/** ajv's first error, reduced to where it is (a JSON pointer into the answer) and what is wrong. */
export interface AnswerProblem {
  /** JSON pointer of the offending value in the answer, such as "/3/address/city"; "" is the whole answer. */
  pointer: string
  /** ajv's message, such as "must be string" or "must have required property 'city'". */
  message: string
}

let checks: Promise<(path: Endpoint) => Validate> | undefined

/**
 * The answer checks of every endpoint (ajv's standalone code and the endpoint table, the larger part of the API
 * client): loaded with the first call rather than with the islands, so a page's React islands hydrate without them
 * and their script stays small. requestJson starts this before its fetch, so the call waits for no extra round trip.
 */
export function loadAnswerChecks(): Promise<(path: Endpoint) => Validate> {
  checks ??= import('./answerChecks.ts').then(
    (module) => module.validatorOf,
    (error: unknown) => {
      // Offline for a moment: the next call tries again.
      checks = undefined
      throw error
    },
  )
  return checks
}

/** Checks an answer of an endpoint against its schema: the typed value, or the first problem. */
export async function checkAnswer<P extends Endpoint>(
  path: P,
  json: unknown,
): Promise<{ ok: true; value: EndpointAnswer<P> } | ({ ok: false } & AnswerProblem)> {
  const validate = (await loadAnswerChecks())(path)
  if (validate(json)) return { ok: true, value: json as EndpointAnswer<P> }
  const first = validate.errors?.[0]
  return { ok: false, pointer: first?.instancePath ?? '', message: first?.message ?? 'does not match the schema' }
}
