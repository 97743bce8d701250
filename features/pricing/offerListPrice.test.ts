import { describe, expect, it } from 'vitest'
import type { RentalConfiguration } from '../web-api/index.ts'
import { offerListPrice } from './offerListPrice.ts'
import { priceBreakdown } from './priceBreakdown.ts'

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
  categoryMinimumAges: [],
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
const OFFER = { total: eur(95.97), days: 3 }

describe('offerListPrice', () => {
  it('was the bare offer total (95,97 € became 220,93 € on the next step): a one-way young-driver list shows the extras step total', () => {
    const listed = offerListPrice(OFFER, CONFIG, { driverAge: 21, oneWay: true }, 'city')
    expect(listed.total).toEqual(eur(220.93))
    expect(listed.perDay).toEqual(eur(73.64))
    expect(listed.beforePromotion).toBeUndefined()
  })

  it("equals priceBreakdown's total for the funnel's first choices, with one-way, young driver and the airport promotion", () => {
    const search = { driverAge: 19, oneWay: true, promo: 'airport' }
    const listed = offerListPrice(OFFER, CONFIG, search, 'airport')
    const funnel = priceBreakdown(OFFER, CONFIG, { protection: 'basic', extras: {}, ...search }, 'airport')
    expect(listed.total).toEqual(funnel.total)
    expect(listed.breakdown).toEqual(funnel)
    expect(funnel.discount.amount).toBeGreaterThan(0)
    expect(funnel.oneWayFee.amount).toBeGreaterThan(0)
    expect(funnel.youngDriverFee.amount).toBeGreaterThan(0)
    // The card strikes through the price without the promotion beside its percent.
    expect(listed.beforePromotion).toEqual(eur(Math.round((funnel.total.amount + funnel.discount.amount) * 100) / 100))
    expect(listed.breakdown.promotionPercent).toBe(15)
  })

  it('applies no airport promotion in town and no fees to a driver of 25 on a return trip', () => {
    const listed = offerListPrice(OFFER, CONFIG, { driverAge: 25, oneWay: false, promo: 'airport' }, 'city')
    expect(listed.total).toEqual(OFFER.total)
    expect(listed.perDay).toEqual(eur(31.99))
    expect(listed.beforePromotion).toBeUndefined()
  })

  it('keeps whole-unit currencies whole per day', () => {
    const huf = (amount: number) => ({ amount, currency: 'HUF' })
    const config = {
      ...CONFIG,
      currency: 'HUF',
      oneWayFee: huf(30000),
      youngDriverFeePerDay: huf(4000),
      protections: [{ id: 'basic' as const, pricePerDay: huf(0), deductible: huf(500000) }],
    }
    const listed = offerListPrice({ total: huf(52141), days: 3 }, config, { driverAge: 20, oneWay: true }, 'city')
    expect(listed.total).toEqual(huf(94141))
    expect(listed.perDay).toEqual(huf(31380))
  })
})
