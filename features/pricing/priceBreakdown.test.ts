import { describe, expect, it } from 'vitest'
import type { RentalConfiguration } from '../web-api/index.ts'
import { freeCancellationUntil } from './cancellationQuote.ts'
import { cancellationTerms } from './cancellationTerms.ts'
import { minimumAgeFor, priceBreakdown } from './priceBreakdown.ts'

const eur = (amount: number) => ({ amount, currency: 'EUR' })
const CONFIG: RentalConfiguration = {
  country: 'DE',
  currency: 'EUR',
  minimumDriverAge: 18,
  youngDriverAge: 25,
  deposit: eur(299.99),
  maximumRentalDays: 90,
  leadTimeMinutes: 60,
  distanceUnit: 'km',
  youngDriverFeePerDay: eur(11.99),
  oneWayFee: eur(88.99),
  taxRate: 0.19,
  categoryMinimumAges: [{ category: 'luxury', minimumAge: 25 }],
  protections: [
    { id: 'basic', pricePerDay: eur(0), deductible: eur(1499.99) },
    { id: 'full', pricePerDay: eur(18.99), deductible: eur(0) },
  ],
  extras: [{ id: 'child-seat', pricePerDay: eur(6.99), maxQuantity: 3 }],
  promotions: [{ code: 'airport', percent: 15, airportsOnly: true }],
  rates: [
    { id: 'pickup', discountPercent: 0, freeCancellationHours: 0, lateCancellationFeeDays: 0, noShowFee: 'none' },
    { id: 'now', discountPercent: 10, freeCancellationHours: 48, lateCancellationFeeDays: 3, noShowFee: 'wholeRental' },
  ],
}

describe('priceBreakdown', () => {
  it('adds protection, extras, the one-way and young driver fees to the base and names the tax in the total', () => {
    const breakdown = priceBreakdown(
      { total: eur(99.98), days: 2 },
      CONFIG,
      { protection: 'full', extras: { 'child-seat': 1 }, driverAge: 21, oneWay: true },
      'city',
    )
    expect(breakdown).toMatchObject({
      base: eur(99.98),
      discount: eur(0),
      protection: eur(37.98),
      extras: [{ id: 'child-seat', quantity: 1, total: eur(13.98) }],
      oneWayFee: eur(88.99),
      youngDriverFee: eur(23.98),
    })
    expect(breakdown.total).toEqual(eur(264.91))
    expect(breakdown.taxes).toEqual(eur(42.3))
    expect(breakdown.deposit).toEqual(eur(299.99))
  })

  it('takes a promotion off the base only at the branches it is for, and charges no fee to a driver of 25', () => {
    const choices = { protection: 'basic' as const, extras: {}, driverAge: 25, oneWay: false, promo: 'airport' }
    expect(priceBreakdown({ total: eur(99.98), days: 2 }, CONFIG, choices, 'airport')).toMatchObject({
      discount: eur(15),
      promotionPercent: 15,
      total: eur(84.98),
      youngDriverFee: eur(0),
    })
    expect(priceBreakdown({ total: eur(99.98), days: 2 }, CONFIG, choices, 'city')).toMatchObject({ discount: eur(0), total: eur(99.98) })
  })

  it('keeps extras within their maximum and whole-unit currencies whole', () => {
    const huf = {
      ...CONFIG,
      extras: [{ id: 'child-seat' as const, pricePerDay: { amount: 2750, currency: 'HUF' }, maxQuantity: 3 }],
      protections: [{ id: 'basic' as const, pricePerDay: { amount: 0, currency: 'HUF' }, deductible: { amount: 0, currency: 'HUF' } }],
      oneWayFee: { amount: 0, currency: 'HUF' },
      youngDriverFeePerDay: { amount: 0, currency: 'HUF' },
    }
    const breakdown = priceBreakdown(
      { total: { amount: 52140, currency: 'HUF' }, days: 3 },
      huf,
      { protection: 'basic', extras: { 'child-seat': 9 }, driverAge: 30, oneWay: false },
      'city',
    )
    expect(breakdown.extras).toEqual([{ id: 'child-seat', quantity: 3, total: { amount: 24750, currency: 'HUF' } }])
    expect(Number.isInteger(breakdown.taxes.amount)).toBe(true)
  })
})

describe('priceBreakdown with a rate', () => {
  const choices = { protection: 'full' as const, extras: {}, driverAge: 30, oneWay: false }
  it('takes the pay-now discount off the rental price after the promotion, not off protection or fees', () => {
    const atPickup = priceBreakdown({ total: eur(200.4), days: 2 }, CONFIG, { ...choices, promo: 'airport', payment: 'pickup' }, 'airport')
    const now = priceBreakdown({ total: eur(200.4), days: 2 }, CONFIG, { ...choices, promo: 'airport', payment: 'now' }, 'airport')
    // 200.40 less 15 % (30.06) = 170.34; 10 % of that is 17.03; protection 2 × 18.99 is not discounted.
    expect(now.rateDiscount).toEqual(eur(17.03))
    expect(now.rateDiscountPercent).toBe(10)
    expect(now.total.amount).toBe(191.29)
    expect(atPickup.rateDiscount).toEqual(eur(0))
    expect(atPickup.rateDiscountPercent).toBeUndefined()
    expect(atPickup.total.amount - now.total.amount).toBeCloseTo(17.03, 2)
  })

  it('prices a booking without a payment choice at the pay-at-pickup rate', () => {
    const none = priceBreakdown({ total: eur(100), days: 1 }, CONFIG, choices, 'city')
    expect(none.total).toEqual(priceBreakdown({ total: eur(100), days: 1 }, CONFIG, { ...choices, payment: 'pickup' }, 'city').total)
  })
})

describe('cancellationTerms', () => {
  const [pickupRate, nowRate] = CONFIG.rates
  it('frees cancelling until the hours before pickup on the branch clock, then charges the days of the total', () => {
    const terms = cancellationTerms(nowRate!, { pickupDate: '2026-11-28T12:30', total: eur(239.95), days: 5 })
    expect(terms.freeUntil).toBe('2026-11-26T12:30')
    expect(terms.freeUntilPickup).toBe(false)
    expect(terms.lateFee).toEqual(eur(143.97))
    expect(terms.noShowFee).toEqual(eur(239.95))
  })

  it('never charges more than the total, and nothing at a pay-at-pickup rate without fees', () => {
    expect(cancellationTerms(nowRate!, { pickupDate: '2026-01-01T08:00', total: eur(90), days: 2 }).lateFee).toEqual(eur(90))
    const free = cancellationTerms(pickupRate!, { pickupDate: '2026-01-01T08:00', total: eur(90), days: 2 })
    expect(free).toMatchObject({ freeUntil: '2026-01-01T08:00', freeUntilPickup: true, lateFee: eur(0), noShowFee: eur(0) })
  })

  it('crosses month and year ends', () => {
    expect(freeCancellationUntil('2027-01-01T01:00', 48)).toBe('2026-12-30T01:00')
  })
})

describe('minimumAgeFor', () => {
  it('is the category minimum when it is higher than the country minimum', () => {
    expect(minimumAgeFor(CONFIG, 'luxury')).toBe(25)
    expect(minimumAgeFor(CONFIG, 'compact')).toBe(18)
  })
})
