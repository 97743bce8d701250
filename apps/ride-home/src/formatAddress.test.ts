// Protects SPEC §7: the ride-home app writes a chosen address in the country's address template.
import { describe, expect, it } from 'vitest'
import { formatAddress } from './formatAddress.ts'

const address = { street: 'Main Street', houseNumber: '12', postalCode: '10001', city: 'New York', region: 'NY', country: 'US' as const }

describe('formatAddress', () => {
  it.each([
    [
      ['{houseNumber} {street}', '{city}, {region} {postalCode}'],
      ['12 Main Street', 'New York, NY 10001'],
    ],
    [
      ['{street} {houseNumber}', '{postalCode} {city}'],
      ['Main Street 12', '10001 New York'],
    ],
    [
      ['{street}', '{region}'],
      ['Main Street', 'NY'],
    ],
  ])('fills %j', (template, expected) => {
    expect(formatAddress(address, template, ['fallback'])).toEqual(expected)
  })

  it('tidies what an empty part leaves and drops empty lines', () => {
    expect(formatAddress({ ...address, region: undefined }, ['{city}, {region} {postalCode}', '{region}'], [])).toEqual(['New York, 10001'])
  })

  it('uses the fallback without a template', () => {
    expect(formatAddress(address, undefined, ['Main Street 12'])).toEqual(['Main Street 12'])
    expect(formatAddress(address, [], ['Main Street 12'])).toEqual(['Main Street 12'])
  })
})
