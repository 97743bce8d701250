import { formatLocalDateTime, formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { freeCancellationUntil, lateCancellationFee } from '../../features/pricing/index.ts'
import type { RentalRate, Reservation } from '../../features/web-api/index.ts'
import { bidiIsolated } from './bidiIsolated.ts'

/**
 * The cancellation terms of the booked rate in plain words, with the deadline on the pickup branch's clock ("Free
 * cancellation until 3 Dec, 12:30"), the late fee and what a no-show costs.
 */
export function CancellationTerms({ reservation, rate }: { reservation: Reservation; rate: RentalRate }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const deadline = bidiIsolated(
    formatLocalDateTime(freeCancellationUntil(reservation.pickupDate, rate.freeCancellationHours), env.formats),
    env.dir,
  )
  return (
    <ul className="terms">
      <li>
        {rate.freeCancellationHours === 0
          ? t('manageBooking.terms.freeUntilPickup', { deadline })
          : t('manageBooking.terms.freeUntil', { deadline })}
      </li>
      {rate.lateCancellationFeeDays > 0 ? (
        <li>
          {t('manageBooking.terms.lateFee', {
            days: rate.lateCancellationFeeDays,
            amount: formatPrice(lateCancellationFee(rate, reservation.total, reservation.breakdown?.days ?? 1), env),
          })}
        </li>
      ) : null}
      <li>{t(`manageBooking.terms.noShow.${rate.noShowFee}`)}</li>
    </ul>
  )
}
