/**
 * The studio form's answers as the CLI's (tools/newMarket/resolveAnswers.ts RawAnswers): one entry per question
 * (NewMarketQuestion.name), "name-<locale>" for the country's name in one bundle (the CLI's --name-<locale>).
 * An empty answer is no answer: the question's default applies, as when Enter is pressed at the prompt.
 */
import { didYouMean, getMostSimilar } from '../../../engine/shared/getMostSimilar.ts'
import { QUESTIONS } from '../../../tools/newMarket/newMarketAnswers.ts'
import type { RawAnswers } from '../../../tools/newMarket/resolveAnswers.ts'

const LOCALE_NAME = /^name-([a-z]{2}-[A-Z]{2})$/

export function rawAnswersOf(answers: Record<string, unknown>): { raw: RawAnswers; unknown: string[] } {
  const raw: RawAnswers = {}
  const unknown: string[] = []
  for (const [key, value] of Object.entries(answers)) {
    if (typeof value !== 'string' || value.trim() === '') continue
    const question = QUESTIONS.find(({ field }) => field === key)
    const locale = LOCALE_NAME.exec(key)?.[1]
    if (question) raw[question.field] = value
    else if (locale) raw.names = { ...raw.names, [locale]: value }
    else
      unknown.push(
        `there is no question "${key}"${didYouMean(
          getMostSimilar(
            key,
            QUESTIONS.map(({ field }) => field),
          ),
        )}`,
      )
  }
  return { raw, unknown }
}
