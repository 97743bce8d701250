import { ENDPOINT_ANSWERS, type AnswerId, type Endpoint } from './endpointAnswers.ts'
import type { ApiAnswers } from './types.gen.ts'

/** The type an answer id stands for: "branch" → Branch, "branchList" → Branch[]. */
export type AnswerOf<Id extends AnswerId> = Id extends `${infer Name extends keyof ApiAnswers}List` ? ApiAnswers[Name][] : Id extends keyof ApiAnswers ? ApiAnswers[Id] : never

export type EndpointAnswer<P extends Endpoint> = AnswerOf<(typeof ENDPOINT_ANSWERS)[P]>

/** ajv's first error, reduced to where it is (a JSON pointer into the answer) and what is wrong. */
export interface AnswerProblem {
  /** JSON pointer of the offending value in the answer, such as "/3/address/city"; "" is the whole answer. */
  pointer: string
  /** ajv's message, such as "must be string" or "must have required property 'city'". */
  message: string
}

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }

let validators: Promise<Record<AnswerId, Validate>> | undefined

/**
 * The answer checks of every endpoint (ajv's standalone code, the larger part of the API client): loaded with the
 * first call rather than with the islands, so a page's React islands hydrate without them (issue 13).
 * requestJson starts this before its fetch, so the call waits for no extra round trip.
 */
export function loadAnswerChecks(): Promise<Record<AnswerId, Validate>> {
  validators ??= import('./validators.gen.ts').then(
    (module) => module as unknown as Record<AnswerId, Validate>,
    (error: unknown) => {
      // Offline for a moment: the next call tries again.
      validators = undefined
      throw error
    },
  )
  return validators
}

/** Checks an answer of an endpoint against its schema: the typed value, or the first problem. */
export async function checkAnswer<P extends Endpoint>(path: P, json: unknown): Promise<{ ok: true; value: EndpointAnswer<P> } | ({ ok: false } & AnswerProblem)> {
  const validate = (await loadAnswerChecks())[ENDPOINT_ANSWERS[path]]
  if (validate(json)) return { ok: true, value: json as EndpointAnswer<P> }
  const first = validate.errors?.[0]
  return { ok: false, pointer: first?.instancePath ?? '', message: first?.message ?? 'does not match the schema' }
}
