import type { TFunction } from '../../engine/sdk.ts'
import type { Money } from '../web-api/index.ts'
import type { CancellationTerms } from './cancellationTerms.ts'

/**
 * A date and time inside a sentence: its digits and separators read left to right even in a right-to-left sentence
 * ("03/12/2026, 12:30" kept whole in Arabic) between the isolate marks U+2066 … U+2069.
 */
export const isolatedLtr = (text: string) => `\u2066${text}\u2069`

/**
 * A rate's cancellation terms in plain words, a sentence a line: "Free cancellation until 26.11.2026, 12:30",
 * "After that, cancelling costs 143,97 € (3 × the daily price)", "If you do not show up: the whole rental (239,95 €)".
 * `online`: the booking is paid online; otherwise a fee is owed at the branch, not charged (the last line says so).
 * The one wording of the terms: the funnel, the confirmation and manage booking read it from `phoenix.rates.*`, the
 * mail from its own bundle's `bookingConfirmation.*` — the same keys under another prefix.
 */
export function cancellationTermsText(
  t: TFunction,
  prefix: 'phoenix.rates' | 'bookingConfirmation',
  format: { money: (amount: Money) => string; dateTime: (localDateTime: string) => string },
  terms: CancellationTerms,
  online: boolean,
): string[] {
  const lines = [
    terms.freeUntilPickup
      ? t(`${prefix}.freeUntilPickup`)
      : t(`${prefix}.freeUntil`, { time: isolatedLtr(format.dateTime(terms.freeUntil)) }),
  ]
  if (terms.lateFee.amount > 0) lines.push(t(`${prefix}.lateFee`, { fee: format.money(terms.lateFee), days: terms.lateFeeDays }))
  lines.push(
    terms.noShow === 'wholeRental'
      ? t(`${prefix}.noShowWhole`, { fee: format.money(terms.noShowFee) })
      : terms.noShow === 'lateCancellationFee' && terms.noShowFee.amount > 0
        ? t(`${prefix}.noShowFee`, { fee: format.money(terms.noShowFee) })
        : t(`${prefix}.noShowNone`),
  )
  if (!online && (terms.lateFee.amount > 0 || terms.noShowFee.amount > 0)) lines.push(t(`${prefix}.feeOwed`))
  return lines
}
