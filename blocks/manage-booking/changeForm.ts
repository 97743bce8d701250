import type { ExtraId, ProtectionId, Reservation, ReservationChangeRequest } from '../../features/web-api/index.ts'

/** What the change form holds: dates and times apart (native date and time fields), the booked values to start. */
export interface ChangeForm {
  pickupDate: string
  pickupTime: string
  returnDate: string
  returnTime: string
  /** Absent: the booked car. */
  offerId?: string
  protection: ProtectionId
  extras: Partial<Record<ExtraId, number>>
  driver: { firstName: string; lastName: string; email: string }
}

export function changeFormOf(reservation: Reservation): ChangeForm {
  const [pickupDate, pickupTime] = reservation.pickupDate.split('T')
  const [returnDate, returnTime] = reservation.returnDate.split('T')
  return {
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    protection: reservation.protection ?? 'basic',
    extras: Object.fromEntries((reservation.breakdown?.extras ?? []).map((line) => [line.id, line.quantity])),
    driver: { firstName: '', lastName: '', email: '', ...reservation.driver },
  }
}

/**
 * The change request of a form: every value as the form has it (the API prices the whole booking again), the driver
 * only when all three details are filled in (a booking made before drivers were kept starts with empty fields).
 */
export function changeRequestOf(form: ChangeForm, reservation: Reservation): Omit<ReservationChangeRequest, 'lastName'> {
  const driver = { firstName: form.driver.firstName.trim(), lastName: form.driver.lastName.trim(), email: form.driver.email.trim() }
  const driverChanged =
    driver.firstName !== '' &&
    driver.lastName !== '' &&
    driver.email !== '' &&
    JSON.stringify(driver) !== JSON.stringify(reservation.driver ?? {})
  return {
    pickupDate: `${form.pickupDate}T${form.pickupTime.slice(0, 5)}`,
    returnDate: `${form.returnDate}T${form.returnTime.slice(0, 5)}`,
    ...(form.offerId ? { offerId: form.offerId } : {}),
    protection: form.protection,
    extras: form.extras,
    ...(driverChanged ? { driver } : {}),
  }
}
