import { useLoad } from '../../../engine/appSdk.ts'
import type { User } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { ActionError } from './ActionError.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { ReservationFacts } from './ReservationFacts.tsx'
import { UnverifiedNotice } from './UnverifiedNotice.tsx'

/**
 * #/bookings: the reservations made in the booking funnel with the account's email (GET /v2/users/me/reservations:
 * the reference API links a reservation to an account by the driver's email), newest first. Until the email is
 * verified the API lists none, so the tab says why instead of "no bookings".
 */
export function BookingsTab({ user }: { user: User }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="msx-view-heading">
      <h2 id="msx-view-heading" tabIndex={-1}>
        {t('mysixt.bookings.heading')}
      </h2>
      {user.emailVerified ? <BookingList user={user} /> : <UnverifiedNotice user={user} />}
      <p>
        <a href="#/manage-my-booking-info">{t('mysixt.bookings.lookUp')}</a>
      </p>
    </section>
  )
}

function BookingList({ user }: { user: User }) {
  const { t } = useTranslation()
  const { api } = useMysixt()
  const bookings = useLoad((signal) => api.myReservations({ signal }), [user.id])
  return (
    <>
      <p>{t('mysixt.bookings.intro', { email: user.email })}</p>
      {bookings.load.status === 'loading' && (
        <p className="msx-loading" role="status">
          {t('mysixt.bookings.loading')}
        </p>
      )}
      {bookings.load.status === 'error' && <ActionError error={bookings.load.error} onRetry={bookings.retry} />}
      {bookings.load.status === 'done' && bookings.load.value.length === 0 && <p data-bookings-empty>{t('mysixt.bookings.empty')}</p>}
      {bookings.load.status === 'done' && bookings.load.value.length > 0 && (
        <ul className="msx-list">
          {bookings.load.value.map((reservation) => (
            <li key={reservation.reservationNumber} className="msx-card" data-reservation={reservation.reservationNumber}>
              <h3>{t('manageBooking.details.heading', { number: reservation.reservationNumber })}</h3>
              <ReservationFacts reservation={reservation} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
