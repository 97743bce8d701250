import type { DraftProblem } from './subscriptionDraft.ts'

type T = (key: string, values?: Record<string, unknown>) => string

/** A field's problem in the visitor's words; `values` fill the texts that name a pattern, an age or a day. */
export function problemText(
  t: T,
  problem: DraftProblem | undefined,
  values: { pattern?: string; example?: string; age?: number; earliest?: string; latest?: string } = {},
): string | undefined {
  if (!problem) return undefined
  if (problem === 'required') return t('common.requiredField')
  const known = ['tooLong', 'invalidEmail', 'invalidPhone', 'invalidDate', 'tooYoung', 'tooEarly', 'tooLate', 'terms']
  return t(`plus.subscribe.errors.${known.includes(problem) ? problem : 'invalid'}`, values)
}
