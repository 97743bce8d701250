import type { Reservation } from '../../engine/shared/api/types.ts'

/** Reservations live as long as the server process: enough for a journey from search to confirmation. */
const reservations = new Map<string, Reservation>()

/** Ten digits starting with 9, the way booking confirmations show them. */
function nextReservationNumber(): string {
  let number: string
  do number = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  while (reservations.has(number))
  return number
}

export function storeReservation(reservation: Omit<Reservation, 'reservationNumber'>): Reservation {
  const stored = { reservationNumber: nextReservationNumber(), ...reservation }
  reservations.set(stored.reservationNumber, stored)
  return stored
}

export function findReservation(number: string): Reservation | undefined {
  return reservations.get(number)
}
