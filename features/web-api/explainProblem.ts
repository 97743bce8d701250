import { ANSWER_EXPLAINERS } from './answerExplainers.gen.ts'
import { type AnswerProblem, UNEXPLAINED, type Validate } from './checkAnswer.ts'
import type { Endpoint } from './endpointAnswers.ts'

/**
 * The first problem of an answer that failed its check, from ajv's full code for the endpoint (explainers/). Fetched
 * with the first answer that fails (checkAnswer.ts), and each endpoint's explainer only then.
 */
export async function explainProblem(path: Endpoint, json: unknown): Promise<AnswerProblem> {
  try {
    const explain = (await ANSWER_EXPLAINERS[path]()).validate as Validate
    if (explain(json)) return UNEXPLAINED
    const first = explain.errors?.[0]
    return { pointer: first?.instancePath ?? '', message: first?.message ?? UNEXPLAINED.message }
  } catch {
    // Offline for a moment: the answer is refused all the same, without the detail.
    return UNEXPLAINED
  }
}
