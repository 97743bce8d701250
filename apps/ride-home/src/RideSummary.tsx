import { formatDistance, formatLocalDateTime, formatPrice, useTranslation } from '../../../engine/appSdk.ts'
import type { RideBooking } from '../../../features/web-api/index.ts'
import { useRideHome } from './RideHomeContext.tsx'

/** A ride request's facts as the confirmation and the cancellation show them, in the market's formats. */
export function RideSummary({ ride }: { ride: RideBooking }) {
  const { t } = useTranslation()
  const { host } = useRideHome()
  const rows: [string, string, string][] = [
    ['reference', t('ride.request.confirmation.reference'), ride.reference],
    ['pickup', t('ride.request.confirmation.from'), ride.pickup.lines.join(', ')],
    ['dropoff', t('ride.request.confirmation.to'), ride.dropoff.lines.join(', ')],
    ['time', t('ride.request.confirmation.when'), formatLocalDateTime(ride.pickupAt, host.formats) ?? ride.pickupAt],
    [
      'class',
      t('ride.request.confirmation.class'),
      `${t(`ride.request.classes.${ride.rideClass}`)}, ${formatDistance(ride.distanceKm, host.locale, host.formats)}`,
    ],
    ['price', t('ride.request.confirmation.price'), formatPrice(ride.price, host)],
  ]
  return (
    <dl className="rh-summary">
      {rows.map(([key, label, value]) => (
        <div key={key} data-ride-fact={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
