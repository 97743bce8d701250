import { describe, expect, it } from 'vitest'
import { checkProfile, normalizedProfile, phoneProblem } from './profileRules.ts'

const empty = { firstName: 'Ana', lastName: 'Lopez', phone: '', street: '', postalCode: '', city: '', country: '' }

describe('the Profiles tab rules (SPEC §5 name limits)', () => {
  it.each([
    ['+49 30 1234567', undefined],
    ['(030) 123-45 67', undefined],
    ['030/1234567', undefined],
    ['12345', 'invalidPhone'],
    ['+1 234 567 890 123 456', 'invalidPhone'],
    ['call me', 'invalidPhone'],
    ['', undefined],
  ])('phone %j: %s', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem)
  })

  it('takes names of 50 characters and refuses 51', () => {
    expect(checkProfile({ ...empty, firstName: 'A'.repeat(50) })).toEqual({})
    expect(checkProfile({ ...empty, lastName: 'A'.repeat(51) })).toEqual({ lastName: 'tooLong' })
    expect(checkProfile({ ...empty, firstName: ' ' })).toEqual({ firstName: 'required' })
  })

  it('asks for the whole address once any part is given, and checks postal code and country', () => {
    expect(checkProfile({ ...empty, city: 'Berlin' })).toEqual({ street: 'required', postalCode: 'required', country: 'required' })
    expect(checkProfile({ ...empty, street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' })).toEqual({})
    expect(checkProfile({ ...empty, street: 'Main St 1', postalCode: 'SW1A 1AA', city: 'London', country: 'GB' })).toEqual({})
    expect(checkProfile({ ...empty, street: 'x', postalCode: '#1', city: 'y', country: 'Germany' })).toEqual({
      postalCode: 'invalidPostalCode',
      country: 'invalidCountry',
    })
  })

  it('stores trimmed values with the country upper case', () => {
    expect(normalizedProfile({ ...empty, firstName: ' Ana ', country: 'de' })).toMatchObject({ firstName: 'Ana', country: 'DE' })
  })
})
