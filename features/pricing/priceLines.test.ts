import { describe, expect, it } from 'vitest'
import type { PriceBreakdown } from '../web-api/index.ts'
import { priceLines } from './priceLines.ts'

const eur = (amount: number) => ({ amount, currency: 'EUR' })
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)

describe('priceLines', () => {
  it('lists the rental, the credits taken off and the fees in one order, and leaves out lines of nothing', () => {
    const breakdown: PriceBreakdown = {
      days: 2,
      base: eur(100),
      discount: eur(15),
      promotionPercent: 15,
      rateDiscount: eur(8.5),
      rateDiscountPercent: 10,
      protection: eur(0),
      extras: [{ id: 'gps', quantity: 1, total: eur(12) }],
      oneWayFee: eur(89),
      youngDriverFee: eur(0),
      total: eur(177.5),
      taxes: eur(28.34),
      deposit: eur(300),
    }
    expect(priceLines(breakdown, t)).toEqual([
      { label: 'phoenix.price.base', amount: eur(100) },
      { label: 'phoenix.price.discount {"percent":15}', amount: eur(15), credit: true },
      { label: 'phoenix.price.rateDiscount {"percent":10}', amount: eur(8.5), credit: true },
      { label: 'phoenix.price.extra {"name":"phoenix.extras.gps.name","quantity":1}', amount: eur(12) },
      { label: 'phoenix.price.oneWayFee', amount: eur(89) },
    ])
  })
})
