import { expect, it } from 'vitest'
import { campaignEmailProblem } from './campaignEmail.ts'

it.each([
  ['', 'required'],
  ['   ', 'required'],
  ['ana@example.com', undefined],
  [' ana@example.com ', undefined],
  ['ana@example', 'invalidEmail'],
  ['ana example@example.com', 'invalidEmail'],
  ['@example.com', 'invalidEmail'],
  [`${'a'.repeat(250)}@example.com`, 'invalidEmail'],
])('%j → %s (SPEC §5)', (email, problem) => {
  expect(campaignEmailProblem(email)).toBe(problem)
})
