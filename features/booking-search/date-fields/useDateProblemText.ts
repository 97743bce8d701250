import { useTranslation } from '../../../engine/sdk.ts'
import { PROBLEM_KEYS, type DateProblem } from '../rentalDatesAtoms.ts'

/** Turns a stored problem into its message in the page language. */
export function useDateProblemText(): (problem: DateProblem | undefined) => string | undefined {
  const { t } = useTranslation()
  return (problem) => (problem ? t(PROBLEM_KEYS[problem.reason], problem.values) : undefined)
}
