import { http, HttpResponse } from 'msw'
import { findReservation } from '../model/reservations.ts'

/** GET /v1/reservationactivities/reservation/{reservation}: a reservation made with this server. */
export const reservationHandler = http.get('*/v1/reservationactivities/reservation/:reservation', ({ params }) => {
  const reservation = findReservation(String(params.reservation))
  return reservation ? HttpResponse.json(reservation) : HttpResponse.json({ message: `There is no reservation "${String(params.reservation).slice(0, 20)}".` }, { status: 404 })
})
