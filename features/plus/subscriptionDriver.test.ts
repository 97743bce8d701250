import { expect, it } from 'vitest'
import { ageOn, driverProblems } from './subscriptionDriver.ts'

const driver = { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com', phone: '+49 30 1234567', birthDate: '1990-05-17' }
const rules = { minimumAge: 21, startDate: '2026-06-01' }

it('finds nothing wrong with a complete driver', () => {
  expect(driverProblems(driver, rules)).toEqual({})
})

it('names each empty, too long or malformed field', () => {
  expect(
    driverProblems({ firstName: ' ', lastName: 'x'.repeat(51), email: 'erika@', phone: 'call me', birthDate: '1990-02-30' }, rules),
  ).toEqual({ firstName: 'required', lastName: 'tooLong', email: 'invalidEmail', phone: 'invalidPhone', birthDate: 'invalidDate' })
})

it('refuses a driver younger than the offer minimum on the start date, counting the birthday itself', () => {
  expect(driverProblems({ ...driver, birthDate: '2005-06-02' }, rules).birthDate).toBe('tooYoung')
  expect(driverProblems({ ...driver, birthDate: '2005-06-01' }, rules).birthDate).toBeUndefined()
  expect(ageOn('2005-06-01', '2026-05-31')).toBe(20)
})

it('asks for the address only when the vehicle is delivered', () => {
  expect(driverProblems(driver, { ...rules, address: { street: '', postalCode: '10115', city: 'Berlin' } })).toEqual({
    'address.street': 'required',
  })
})
