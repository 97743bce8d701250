import { expect, it } from 'vitest'
import { availabilityWindow, startDateProblem } from './availabilityWindow.ts'

it.each([
  ['fewDays', '2026-03-04'],
  ['twoWeeks', '2026-03-15'],
  ['fourWeeks', '2026-03-29'],
  ['oneToTwoMonths', '2026-03-31'],
  ['twoToThreeMonths', '2026-04-30'],
  ['moreThanThreeMonths', '2026-05-31'],
] as const)('an offer available %s can start on %s at the earliest', (availability, earliest) => {
  expect(availabilityWindow(availability, '2026-03-01').earliest).toBe(earliest)
})

it('holds the vehicle for sixty days after its earliest day, across a year end', () => {
  expect(availabilityWindow('twoWeeks', '2026-12-20')).toEqual({ earliest: '2027-01-03', latest: '2027-03-04' })
})

it('refuses a date before the window and after it, and takes both ends', () => {
  expect(startDateProblem('twoWeeks', '2026-03-14', '2026-03-01')).toBe('tooEarly')
  expect(startDateProblem('twoWeeks', '2026-03-15', '2026-03-01')).toBeUndefined()
  expect(startDateProblem('twoWeeks', '2026-05-14', '2026-03-01')).toBeUndefined()
  expect(startDateProblem('twoWeeks', '2026-05-15', '2026-03-01')).toBe('tooLate')
})
