/**
 * The questions of `npm run new-market` as the studio's form fields: the same list the prompts ask
 * (tools/newMarket/newMarketAnswers.ts QUESTIONS), with the default each offers given the answers so far.
 */
import { answerChoices } from '../../../tools/newMarket/answerChoices.ts'
import { QUESTIONS } from '../../../tools/newMarket/newMarketAnswers.ts'
import type { ProjectFacts } from '../../../tools/newMarket/projectFacts.ts'
import { defaultFor, type RawAnswers } from '../../../tools/newMarket/resolveAnswers.ts'
import type { NewMarketQuestion } from '../../shared/studioApi.ts'

export function newMarketQuestions(facts: ProjectFacts, raw: RawAnswers = {}): NewMarketQuestion[] {
  // Each default follows the answers before it, given or defaulted, as in the prompts (the city follows the name).
  const filled: RawAnswers = { ...raw }
  return QUESTIONS.map(({ field, question, defaultFrom }) => {
    const fallback = defaultFor(field, filled, facts)
    filled[field] ??= fallback
    const choices = answerChoices(field, filled, facts)
    return {
      name: field,
      label: question,
      ...(defaultFrom ? { help: `Left empty: ${defaultFrom}.` } : {}),
      ...(choices ? { choices } : {}),
      ...(fallback ? { default: fallback } : {}),
      required: !defaultFrom,
    }
  })
}
