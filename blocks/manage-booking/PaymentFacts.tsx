import { formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import type { Reservation } from '../../features/web-api/index.ts'
import { cardBrandName } from '../../features/pricing/index.ts'

/**
 * How the booking is paid: the rate, what was paid online and with which card, what is due at pickup and what was
 * refunded (`reservation.paid`); without `paid`, nothing was paid online and the total is due at pickup.
 */
export function PaymentFacts({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const money = (amount: Reservation['total']) => formatPrice(amount, env)
  const { paid } = reservation
  const rate = reservation.rate?.id ?? reservation.payment ?? 'pickup'
  return (
    <ul className="payment">
      <li>{t(`phoenix.payment.${rate}.name`)}</li>
      {paid ? (
        <>
          <li>
            {paid.method
              ? t('manageBooking.payment.paidWithCard', {
                  amount: money(paid.amount),
                  brand: cardBrandName(paid.method.brand),
                  last4: paid.method.last4,
                })
              : t('manageBooking.payment.paidOnline', { amount: money(paid.amount) })}
          </li>
          {paid.dueAtPickup.amount > 0 ? <li>{t('manageBooking.payment.dueAtPickup', { amount: money(paid.dueAtPickup) })}</li> : null}
          {paid.refunded && paid.refunded.amount > 0 ? (
            <li>{t('manageBooking.payment.refunded', { amount: money(paid.refunded) })}</li>
          ) : null}
        </>
      ) : (
        <li>{t('manageBooking.payment.nothingPaid', { amount: money(reservation.total) })}</li>
      )}
    </ul>
  )
}
