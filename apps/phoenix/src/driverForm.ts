import type { Driver } from '../../../features/web-api/index.ts'

/** SPEC §5: names at most 50 characters; email must be valid; every field required. */
export const NAME_MAX_LENGTH = 50
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type DriverProblem = 'required' | 'tooLong' | 'invalidEmail'

export function findDriverProblems(driver: Driver): Partial<Record<keyof Driver, DriverProblem>> {
  const problems: Partial<Record<keyof Driver, DriverProblem>> = {}
  for (const key of ['firstName', 'lastName'] as const) {
    const value = driver[key].trim()
    if (value === '') problems[key] = 'required'
    else if (value.length > NAME_MAX_LENGTH) problems[key] = 'tooLong'
  }
  if (driver.email.trim() === '') problems.email = 'required'
  else if (!EMAIL.test(driver.email.trim())) problems.email = 'invalidEmail'
  return problems
}
