import { describe, expect, it } from 'vitest'
import { formatDistance, formatNumber } from './formatNumber.ts'

const comma = { decimalSeparator: ',' as const }
const dot = { decimalSeparator: '.' as const }

describe('formatNumber', () => {
  it.each([
    [1234.5, 'de-DE', comma, 2, '1.234,50'],
    [1234.5, 'en-US', dot, 2, '1,234.50'],
    [1234.5, 'en-US', comma, 2, '1.234,50'],
    [0.5, 'fr-FR', comma, 1, '0,5'],
  ])('%d in %s with %j', (value, locale, formats, digits, expected) => {
    expect(formatNumber(value, locale, formats, digits).replace(/\u202f|\u00a0/g, ' ')).toBe(expected)
  })
})

describe('formatDistance', () => {
  it('shows kilometres in km markets and converts to miles in mi markets', () => {
    expect(formatDistance(12.5, 'de-DE', { ...comma, measureOfLength: 'km' })).toBe('13 km')
    expect(formatDistance(8.2, 'de-DE', { ...comma, measureOfLength: 'km' })).toBe('8,2 km')
    expect(formatDistance(12.5, 'en-US', { ...dot, measureOfLength: 'mi' })).toBe('7.8 mi')
  })
})
