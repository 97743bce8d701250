import type { QuestionField } from './newMarketAnswers.ts'
import type { ProjectFacts } from './projectFacts.ts'
import { fixedDatePattern, localesOf, REGION_NAMES, type RawAnswers } from './resolveAnswers.ts'

/** " (Switzerland)" for a market named by its country code; nothing for another name ("de-zentrovo"). */
const countryOf = (code: string) => (/^[a-z]{2}$/.test(code) ? ` (${REGION_NAMES.of(code.toUpperCase()) ?? code})` : '')

export interface AnswerChoice {
  value: string
  label: string
}

/**
 * The answers a question accepts when they are one of a list, given the answers before it (the studio offers them
 * as a choice; checkAnswer refuses anything else); undefined where the answer is free.
 */
export function answerChoices(field: QuestionField, raw: RawAnswers, facts: ProjectFacts): AnswerChoice[] | undefined {
  switch (field) {
    case 'from':
      return [...facts.markets]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([code, market]) => ({
          value: code,
          label: market.abstract ? `${code} (abstract: what the markets that extend it share)` : `${code}${countryOf(code)}`,
        }))
    case 'decimalSeparator':
      return [
        { value: ',', label: 'comma (1,5)' },
        { value: '.', label: 'point (1.5)' },
      ]
    case 'datePattern': {
      // The only pattern these languages' pages show (SPEC §5): the one answer checkAnswer takes.
      const fixed = fixedDatePattern(localesOf(raw))
      return fixed ? [{ value: fixed, label: `${fixed} (the pattern pages in ${localesOf(raw).join(' and ')} show)` }] : undefined
    }
    default:
      return undefined
  }
}
