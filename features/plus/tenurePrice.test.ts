import { expect, it } from 'vitest'
import { tenureOptionsFor, tenurePrice } from './tenurePrice.ts'

const options = [
  { id: 'flexible', minimumMonths: 0, renewalDays: 30, monthlyDiscountPercent: 0 },
  { id: 'minimum-6', minimumMonths: 6, renewalDays: 30, monthlyDiscountPercent: 5 },
  { id: 'minimum-12', minimumMonths: 12, renewalDays: 30, monthlyDiscountPercent: 10 },
]

it('takes the option discount off the base price, in whole units', () => {
  expect(tenurePrice({ amount: 549, currency: 'EUR' }, options[0])).toEqual({ amount: 549, currency: 'EUR' })
  expect(tenurePrice({ amount: 549, currency: 'EUR' }, options[2])).toEqual({ amount: 494, currency: 'EUR' })
})

it('offers only terms at least as long as the offer minimum', () => {
  expect(tenureOptionsFor(0, options).map((option) => option.id)).toEqual(['flexible', 'minimum-6', 'minimum-12'])
  expect(tenureOptionsFor(6, options).map((option) => option.id)).toEqual(['minimum-6', 'minimum-12'])
  expect(tenureOptionsFor(12, options).map((option) => option.id)).toEqual(['minimum-12'])
})
