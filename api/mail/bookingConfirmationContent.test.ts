// The booking confirmation mail says what was paid and how, what is due at pickup with the deposit, and the booked
// rate's cancellation terms (issue 25, items 2 and 3), in the visitor's language and the market's formats.
import { describe, expect, it } from 'vitest'
import type { Reservation } from '../../features/web-api/index.ts'
import { bookingConfirmationBlocks } from './bookingConfirmationContent.ts'
import type { MailBlock } from './mailContent.ts'
import { mailTexts } from './mailTexts.ts'

const eur = (amount: number) => ({ amount, currency: 'EUR' })
const RESERVATION: Reservation = {
  reservationNumber: 'R123',
  status: 'confirmed',
  branchId: 'de-muc-airport',
  pickupDate: '2026-11-28T12:30',
  returnDate: '2026-12-03T12:30',
  total: eur(239.95),
  modelName: 'VW Golf',
  payment: 'now',
  breakdown: {
    days: 5,
    base: eur(266.61),
    discount: eur(0),
    rateDiscount: eur(26.66),
    rateDiscountPercent: 10,
    protection: eur(0),
    extras: [],
    oneWayFee: eur(0),
    youngDriverFee: eur(0),
    total: eur(239.95),
    taxes: eur(38.31),
    deposit: eur(300),
  },
  rate: { id: 'now', discountPercent: 10, freeCancellationHours: 48, lateCancellationFeeDays: 3, noShowFee: 'wholeRental' },
  paid: { amount: eur(239.95), dueAtPickup: eur(0), method: { brand: 'visa', last4: '4242' } },
}

const facts = (blocks: MailBlock[]) =>
  Object.fromEntries(
    (blocks.find((block) => block.kind === 'facts') as Extract<MailBlock, { kind: 'facts' }>).rows.map((row) => [row.label, row.value]),
  )

describe('booking confirmation mail', () => {
  it('says what was paid with which card, what is due at pickup and the pay-now terms, in German formats', () => {
    const { t } = mailTexts('de-DE')
    const rows = facts(bookingConfirmationBlocks(t, 'de-DE', RESERVATION, undefined))
    expect(rows['Online bezahlt']).toMatch(/^239,95\s€ mit Visa, endend auf 4242$/)
    expect(rows['Bei Abholung fällig']).toMatch(/^0\s€, zuzüglich einer Kaution von 300\s€/)
    expect(rows.Stornobedingungen).toContain('Kostenlose Stornierung bis \u206626.11.2026, 12:30\u2069')
    expect(rows.Stornobedingungen).toMatch(/143,97\s€ \(3 × Tagespreis\)/)
    expect(rows.Stornobedingungen).toMatch(/die gesamte Miete \(239,95\s€\)/)
  })

  it('says nothing was paid online for a booking paid at pickup, and the whole price is due there', () => {
    const { t } = mailTexts('en-US')
    const { paid: _paid, ...atPickup } = RESERVATION
    const rows = facts(
      bookingConfirmationBlocks(
        t,
        'en-US',
        {
          ...atPickup,
          payment: 'pickup',
          rate: { ...RESERVATION.rate!, id: 'pickup', freeCancellationHours: 0, lateCancellationFeeDays: 0, noShowFee: 'none' },
        },
        undefined,
      ),
    )
    expect(rows['Paid online']).toBe('Nothing: you pay at pickup')
    expect(rows['Due at pickup']).toBe('€239,95, plus a deposit of €300 blocked on your card')
    expect(rows['Cancellation terms']).toBe('Free cancellation until pickup. No fee if you do not show up')
  })
})
