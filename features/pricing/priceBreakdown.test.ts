import { describe, expect, it } from 'vitest'
import type { RentalConfiguration } from '../web-api/index.ts'
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

describe('minimumAgeFor', () => {
  it('is the category minimum when it is higher than the country minimum', () => {
    expect(minimumAgeFor(CONFIG, 'luxury')).toBe(25)
    expect(minimumAgeFor(CONFIG, 'compact')).toBe(18)
  })
})
