import { cancellationTerms, cancellationTermsText, cardBrandName } from '../../features/pricing/index.ts'
import type { Money, Reservation } from '../../features/web-api/index.ts'
import { formatLocalDateTime } from '../../engine/shared/format/formatDateTime.ts'
import { formatPrice } from '../../engine/shared/format/formatPrice.ts'
import type { TFunction } from '../../engine/shared/i18n/translate.ts'
import { findBranch } from '../model/branches.ts'
import type { MailBlock, MailRow } from './mailContent.ts'
import { mailMarketFormats } from './mailMarketFormats.ts'

/** A branch as the mail names it: its name and address on one line. */
function branchLine(id: string): string {
  const entry = findBranch(id)
  return entry ? [entry.branch.name, ...entry.branch.formattedAddress].join(', ') : id
}

/**
 * What was paid and how, what is due at pickup with the deposit, and the booked rate's cancellation terms in words,
 * in the words the confirmation page uses (features/pricing/cancellationTermsText.ts).
 */
function paymentRows(
  t: TFunction,
  reservation: Reservation,
  money: (amount: Money) => string,
  dateTime: (value: string) => string,
): MailRow[] {
  const { paid, breakdown } = reservation
  const method = paid?.method
  const rows: MailRow[] = [
    {
      label: t('bookingConfirmation.paid'),
      value: paid
        ? method
          ? t('bookingConfirmation.paidWith', {
              amount: money(paid.amount),
              brand: cardBrandName(method.brand),
              last4: method.last4,
            })
          : money(paid.amount)
        : t('bookingConfirmation.nothingPaid'),
    },
  ]
  const due = paid ? paid.dueAtPickup : reservation.total
  rows.push({
    label: t('bookingConfirmation.dueAtPickup'),
    value: breakdown ? t('bookingConfirmation.dueAtPickupValue', { amount: money(due), deposit: money(breakdown.deposit) }) : money(due),
  })
  if (reservation.rate && breakdown) {
    const terms = cancellationTerms(reservation.rate, {
      pickupDate: reservation.pickupDate,
      total: reservation.total,
      days: breakdown.days,
    })
    const lines = cancellationTermsText(t, 'bookingConfirmation', { money, dateTime }, terms, Boolean(paid))
    rows.push({ label: t('bookingConfirmation.terms'), value: lines.join('. ').replace(/\.\./g, '.') })
  }
  return rows
}

/**
 * The body of a booking confirmation: the reservation number, car, pickup and return with their branches, status
 * and payment, and the price line by line as the booking funnel showed it (apps/phoenix/src/PriceSummary.tsx), in
 * the market's formats: dates in its pattern and clock, money as formatPrice writes it for the visitor's language
 * in the branch's country ("49,90 €" in de-DE, "CHF 49,90" in de-CH).
 */
export function bookingConfirmationBlocks(
  t: TFunction,
  locale: string,
  reservation: Reservation,
  manageLink: string | undefined,
): MailBlock[] {
  const entry = findBranch(reservation.branchId)
  const country = entry?.market.country ?? locale.split('-')[1] ?? 'US'
  const formats = mailMarketFormats(country)
  const market = { language: locale.split('-')[0]!, country: country.toLowerCase(), formats }
  const money = (amount: Money) => formatPrice(amount, market)
  const dateTime = (value: string) => formatLocalDateTime(value, formats) ?? value
  const facts: MailRow[] = [
    { label: t('bookingConfirmation.number'), value: reservation.reservationNumber },
    { label: t('bookingConfirmation.car'), value: reservation.modelName },
    { label: t('bookingConfirmation.pickup'), value: dateTime(reservation.pickupDate) },
    { label: t('bookingConfirmation.branch'), value: branchLine(reservation.branchId) },
    { label: t('bookingConfirmation.return'), value: dateTime(reservation.returnDate) },
  ]
  if (reservation.returnBranchId && reservation.returnBranchId !== reservation.branchId)
    facts.push({ label: t('bookingConfirmation.returnBranch'), value: branchLine(reservation.returnBranchId) })
  if (reservation.protection)
    facts.push({ label: t('bookingConfirmation.protectionLine'), value: t(`protection.${reservation.protection}`) })
  facts.push({
    label: t('bookingConfirmation.status'),
    value: t(reservation.status === 'cancelled' ? 'bookingConfirmation.statusCancelled' : 'bookingConfirmation.statusConfirmed'),
  })
  if (reservation.payment)
    facts.push({
      label: t('bookingConfirmation.payment'),
      value: t(reservation.payment === 'now' ? 'bookingConfirmation.paymentNow' : 'bookingConfirmation.paymentPickup'),
    })
  facts.push(...paymentRows(t, reservation, money, dateTime))
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('bookingConfirmation.intro') },
    { kind: 'facts', rows: facts },
  ]
  const breakdown = reservation.breakdown
  if (breakdown) {
    const rows: MailRow[] = [{ label: t('price.base'), value: money(breakdown.base) }]
    if (breakdown.discount.amount > 0)
      rows.push({ label: t('price.discount', { percent: breakdown.promotionPercent }), value: `−${money(breakdown.discount)}` })
    if (breakdown.rateDiscount && breakdown.rateDiscount.amount > 0)
      rows.push({ label: t('price.rateDiscount', { percent: breakdown.rateDiscountPercent }), value: `−${money(breakdown.rateDiscount)}` })
    if (breakdown.protection.amount > 0) rows.push({ label: t('price.protection'), value: money(breakdown.protection) })
    for (const extra of breakdown.extras)
      rows.push({ label: t('price.extra', { name: t(`extras.${extra.id}`), quantity: extra.quantity }), value: money(extra.total) })
    if (breakdown.oneWayFee.amount > 0) rows.push({ label: t('price.oneWayFee'), value: money(breakdown.oneWayFee) })
    if (breakdown.youngDriverFee.amount > 0) rows.push({ label: t('price.youngDriverFee'), value: money(breakdown.youngDriverFee) })
    blocks.push({
      kind: 'prices',
      heading: t('price.heading'),
      rows,
      total: { label: t('price.total'), value: money(breakdown.total) },
      after: [{ label: t('price.taxes'), value: money(breakdown.taxes) }],
      note: t('price.deposit', { amount: money(breakdown.deposit) }),
    })
  } else {
    blocks.push({
      kind: 'prices',
      heading: t('price.heading'),
      rows: [],
      total: { label: t('price.total'), value: money(reservation.total) },
      after: [],
      note: '',
    })
  }
  if (manageLink) blocks.push({ kind: 'action', label: t('bookingConfirmation.manage'), href: manageLink })
  blocks.push({ kind: 'paragraph', text: t('bookingConfirmation.bring') })
  return blocks
}
