import type { useTranslation } from '../../../engine/appSdk.ts'
import type { CancellationTerms } from '../../../features/pricing/index.ts'
import type { Money } from '../../../features/web-api/index.ts'
import type { PhoenixFormat } from './PhoenixContext.tsx'

type TFunction = ReturnType<typeof useTranslation>['t']

/**
 * A date and time inside a sentence: digits and separators read left to right even in a right-to-left sentence
 * ("03/12/2026, 12:30" kept whole in Arabic), as the funnel's `<span dir="ltr">` does for a date on its own.
 */
export const LTR_ISOLATE = '\u2066'
export const POP_ISOLATE = '\u2069'

/**
 * A rate's cancellation terms in plain words, one sentence a line: "Free cancellation until 26.11.2026, 12:30",
 * "After that 143,97 € (3 × the daily price)", "No-show: the whole rental (239,95 €)". `online`: the booking is paid
 * online; at pickup a fee is owed at the branch, not charged (the last line says so).
 */
export function rateTermsText(t: TFunction, format: PhoenixFormat, terms: CancellationTerms, online: boolean): string[] {
  const money = (amount: Money) => format.money(amount)
  const lines = [
    terms.freeUntilPickup
      ? t('phoenix.rates.freeUntilPickup')
      : t('phoenix.rates.freeUntil', { time: `${LTR_ISOLATE}${format.dateTime(terms.freeUntil)}${POP_ISOLATE}` }),
  ]
  if (terms.lateFee.amount > 0) lines.push(t('phoenix.rates.lateFee', { fee: money(terms.lateFee), days: terms.lateFeeDays }))
  lines.push(
    terms.noShow === 'wholeRental'
      ? t('phoenix.rates.noShowWhole', { fee: money(terms.noShowFee) })
      : terms.noShow === 'lateCancellationFee' && terms.noShowFee.amount > 0
        ? t('phoenix.rates.noShowFee', { fee: money(terms.noShowFee) })
        : t('phoenix.rates.noShowNone'),
  )
  if (!online && (terms.lateFee.amount > 0 || terms.noShowFee.amount > 0)) lines.push(t('phoenix.rates.feeOwed'))
  return lines
}
