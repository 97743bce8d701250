import type { Reservation } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { useMysixt } from './MysixtContext.tsx'

/** One reservation's facts in the market's formats, in the words of the manage-booking page (its bundle keys). */
export function ReservationFacts({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const { format } = useMysixt()
  const facts: [string, string][] = [
    ['manageBooking.details.status', t(`manageBooking.status.${reservation.status}`)],
    ['manageBooking.details.car', t('manageBooking.details.orSimilar', { name: reservation.modelName })],
    ['manageBooking.details.pickup', format.dateTime(reservation.pickupDate)],
    ['manageBooking.details.return', format.dateTime(reservation.returnDate)],
    ['manageBooking.details.total', format.money(reservation.total)],
  ]
  return (
    <dl className="msx-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
