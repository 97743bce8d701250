import { expect, it } from 'vitest'
import { subscriptionPrice } from './subscriptionPrice.ts'

const offer = {
  monthlyPrice: { amount: 549, currency: 'EUR' },
  fee: { kind: 'enrollment' as const, amount: { amount: 99, currency: 'EUR' } },
}
const flexible = { monthlyDiscountPercent: 0 }
const twelve = { monthlyDiscountPercent: 10 }
const included = { monthlyPrice: { amount: 0, currency: 'EUR' } }
const more = { monthlyPrice: { amount: 59, currency: 'EUR' } }
const deliveryFee = { amount: 79, currency: 'EUR' }

it('charges the base price, the enrollment fee and nothing else on the flexible term with the included mileage at a branch', () => {
  const price = subscriptionPrice(offer, { tenure: flexible, mileage: included, handover: 'pickup', deliveryFee })
  expect(price).toMatchObject({ base: 549, termDiscount: 0, mileage: 0, monthly: 549, delivery: 0, dueAtStart: 648 })
  expect(price.fee).toEqual({ kind: 'enrollment', amount: 99 })
  expect(price.campaign).toBeUndefined()
})

it('takes the term discount off the base price (as the offer cards do) and adds the mileage package every month', () => {
  const price = subscriptionPrice(offer, { tenure: twelve, mileage: more, handover: 'pickup', deliveryFee })
  expect(price.termDiscount).toBe(55)
  expect(price.monthly).toBe(494 + 59)
})

it('adds the delivery fee once, only when the vehicle is delivered', () => {
  const delivered = subscriptionPrice(offer, { tenure: flexible, mileage: included, handover: 'delivery', deliveryFee })
  expect(delivered.delivery).toBe(79)
  expect(delivered.dueAtStart).toBe(549 + 99 + 79)
  expect(delivered.monthly).toBe(549)
})

it('lowers the first months by the campaign benefit and leaves the later months and the fees alone', () => {
  const price = subscriptionPrice(offer, {
    tenure: flexible,
    mileage: included,
    handover: 'pickup',
    deliveryFee,
    benefit: { discountPercent: 20, discountedMonths: 3 },
  })
  expect(price.campaign).toEqual({ months: 3, percent: 20, monthly: 439.2 })
  expect(price.monthly).toBe(549)
  expect(price.dueAtStart).toBe(439.2 + 99)
})
