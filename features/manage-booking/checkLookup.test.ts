import { describe, expect, it } from 'vitest'
import { checkLookup, normalizedReservationNumber } from './checkLookup.ts'

describe('checkLookup (manage booking)', () => {
  it.each([
    [
      { reservationNumber: '', lastName: '' },
      { reservationNumber: 'required', lastName: 'required' },
    ],
    [
      { reservationNumber: '   ', lastName: '  ' },
      { reservationNumber: 'required', lastName: 'required' },
    ],
    [{ reservationNumber: '12345', lastName: 'Lee' }, { reservationNumber: 'format' }],
    [{ reservationNumber: '9123abc456', lastName: 'Lee' }, { reservationNumber: 'format' }],
    [{ reservationNumber: '912 345 6789', lastName: 'x'.repeat(51) }, { lastName: 'tooLong' }],
    [{ reservationNumber: '912-345-6789', lastName: 'Müller' }, {}],
  ])('%o has the problems %o', (values, problems) => {
    expect(checkLookup(values)).toEqual(problems)
  })

  it('removes the spaces and dashes people copy along', () => {
    expect(normalizedReservationNumber(' 912 345-6789 ')).toBe('9123456789')
  })
})
