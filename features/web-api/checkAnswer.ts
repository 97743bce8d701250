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

/**
 * ajv's standalone validator (validators/*.gen.ts and explainers/*.gen.ts are plain JavaScript): true or false, and
 * the errors of the last call (from an explainer; a validator's errors say only that there were some).
 */
export type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }

/**
 * The loader of an answer's check (answerChecks.gen.ts, one export per answer id): ajv's standalone code reduced to
 * pass or fail (validators/). Branded with the answer id, so a call cannot be given another answer's check.
 */
export type AnswerCheck<Id extends AnswerId = AnswerId> = (() => Promise<{ validate: unknown }>) & { readonly answerId?: Id }

const checks = new Map<AnswerCheck, Promise<Validate>>()

/** What is said of an answer that failed its check when ajv's full code cannot say more. */
export const UNEXPLAINED: AnswerProblem = { pointer: '', message: 'does not match the schema' }

/**
 * An answer check, loaded with its endpoint's first call rather than with the islands, so a page fetches only the
 * checks of the calls it makes. requestJson starts this before its fetch, so the call waits for no extra round trip.
 */
export function loadAnswerCheck(check: AnswerCheck): Promise<Validate> {
  let loaded = checks.get(check)
  if (!loaded) {
    loaded = check().then(
      (module) => module.validate as Validate,
      (error: unknown) => {
        // Offline for a moment: the next call tries again.
        checks.delete(check)
        throw error
      },
    )
    checks.set(check, loaded)
  }
  return loaded
}

/** Checks an answer of an endpoint against its schema: the typed value, or the first problem. */
export async function checkAnswer<P extends Endpoint>(
  path: P,
  check: AnswerCheck,
  json: unknown,
): Promise<{ ok: true; value: EndpointAnswer<P> } | ({ ok: false } & AnswerProblem)> {
  const validate = await loadAnswerCheck(check)
  if (validate(json)) return { ok: true, value: json as EndpointAnswer<P> }
  // The first problem, from ajv's full code for the endpoint (explainProblem.ts, fetched only now): valid answers, the
  // usual case, never load the texts that describe a problem. Offline for a moment, the answer is refused all the same.
  const problem = await import('./explainProblem.ts').then(
    (module) => module.explainProblem(path, json),
    () => UNEXPLAINED,
  )
  return { ok: false, ...problem }
}
