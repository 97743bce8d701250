import { formatLocalDateTime, formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { cancellationTerms, cancellationTermsText } from '../../features/pricing/index.ts'
import type { RentalRate, Reservation } from '../../features/web-api/index.ts'

/**
 * The cancellation terms of the booked rate in the words the funnel and the confirmation use (features/pricing), with
 * the deadline on the pickup branch's clock ("Free cancellation until 03.12.2026, 12:30"), the late fee and what a
 * no-show costs.
 */
export function CancellationTerms({ reservation, rate }: { reservation: Reservation; rate: RentalRate }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const format = {
    money: (amount: Reservation['total']) => formatPrice(amount, env),
    dateTime: (value: string) => formatLocalDateTime(value, env.formats) ?? value,
  }
  // A booking without a breakdown (made before prices were itemised) counts as one day: its quote comes from the API.
  const terms = cancellationTerms(rate, {
    pickupDate: reservation.pickupDate,
    total: reservation.total,
    days: reservation.breakdown?.days ?? 1,
  })
  return (
    <ul className="terms">
      {cancellationTermsText(t, 'phoenix.rates', format, terms, Boolean(reservation.paid)).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}
