import { describe, expect, it } from 'vitest'
import { cancellationQuote, freeCancellationUntil } from './cancellationQuote.ts'

const eur = (amount: number) => ({ amount, currency: 'EUR' })
const payNow = { freeCancellationHours: 48, lateCancellationFeeDays: 3 }
const payAtPickup = { freeCancellationHours: 0, lateCancellationFeeDays: 0 }
const booking = { total: eur(335.93), days: 7, pickupDate: '2031-12-05T12:30' }
const paidOnline = { amount: eur(335.93) }

describe('cancellationQuote (the terms a cancellation applies)', () => {
  it.each([
    [
      'within the free period, paid online',
      payNow,
      booking,
      paidOnline,
      '2031-12-01T09:00',
      { free: true, fee: 0, refund: 335.93, feeOwed: 0 },
    ],
    [
      'exactly at the deadline (still free)',
      payNow,
      booking,
      paidOnline,
      '2031-12-03T12:30',
      { free: true, fee: 0, refund: 335.93, feeOwed: 0 },
    ],
    [
      'a minute after the deadline: 3 rental days',
      payNow,
      booking,
      paidOnline,
      '2031-12-03T12:31',
      { free: false, fee: 143.97, refund: 191.96, feeOwed: 0 },
    ],
    [
      'after the deadline, part refunded already',
      payNow,
      booking,
      { amount: eur(335.93), refunded: eur(100) },
      '2031-12-04T08:00',
      { free: false, fee: 143.97, refund: 91.96, feeOwed: 0 },
    ],
    [
      'pay at pickup: free until pickup, nothing refunded',
      payAtPickup,
      booking,
      undefined,
      '2031-12-05T12:30',
      { free: true, fee: 0, refund: 0, feeOwed: 0 },
    ],
    [
      'pay at pickup with a late fee: owed, not charged',
      payNow,
      booking,
      undefined,
      '2031-12-04T08:00',
      { free: false, fee: 143.97, refund: 0, feeOwed: 143.97 },
    ],
    [
      'a total smaller than the fee: the fee is the total',
      payNow,
      { ...booking, total: eur(90), days: 2 },
      { amount: eur(90) },
      '2031-12-05T10:00',
      { free: false, fee: 90, refund: 0, feeOwed: 0 },
    ],
    [
      'whole-unit currency stays whole',
      payNow,
      { ...booking, total: { amount: 100000, currency: 'HUF' }, days: 7 },
      { amount: { amount: 100000, currency: 'HUF' } },
      '2031-12-05T10:00',
      { free: false, fee: 42857, refund: 57143, feeOwed: 0 },
    ],
  ])('%s', (_, rate, input, paid, now, expected) => {
    const quote = cancellationQuote({ rate, ...input, ...(paid ? { paid } : {}) }, now)
    expect({ free: quote.free, fee: quote.fee.amount, refund: quote.refund.amount, feeOwed: quote.feeOwed.amount }).toEqual(expected)
    expect(quote.fee.currency).toBe(input.total.currency)
  })

  it('counts the free period back from pickup on the branch clock, across a month and a year', () => {
    expect(freeCancellationUntil('2031-12-05T12:30', 48)).toBe('2031-12-03T12:30')
    expect(freeCancellationUntil('2032-01-01T01:00', 2)).toBe('2031-12-31T23:00')
    expect(freeCancellationUntil('2031-12-05T12:30', 0)).toBe('2031-12-05T12:30')
  })
})
