import type { ENDPOINT_ANSWERS } from './endpointAnswers.gen.ts'

/**
 * What each endpoint of SPEC §7 answers: the name of an answer schema in schemas/api/ ("branch"), or that name with
 * "List" for an array of it. Generated from the contract, schemas/api/openapi.json (`npm run gen`), which also
 * generates one validator per value; the client (and the build's data stage) check every answer of a path with its
 * validator. A path may hold parameters in braces ("{articleId}"); the client fills them in (requestJson's `params`).
 */
export { ENDPOINT_ANSWERS } from './endpointAnswers.gen.ts'

export type Endpoint = keyof typeof ENDPOINT_ANSWERS
export type AnswerId = (typeof ENDPOINT_ANSWERS)[Endpoint]
