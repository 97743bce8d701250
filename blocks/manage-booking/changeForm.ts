import { formatMarketDate, parseMarketDate } from '../../features/dates/index.ts'
import type { ExtraId, ProtectionId, Reservation, ReservationChangeRequest } from '../../features/web-api/index.ts'

/**
 * What the change form holds: dates as typed in the market's pattern ("05.12.2031"), times as "HH:mm", the booked values
 * to start.
 */
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

export function changeFormOf(reservation: Reservation, datePattern: string): ChangeForm {
  const [pickupDate, pickupTime] = reservation.pickupDate.split('T')
  const [returnDate, returnTime] = reservation.returnDate.split('T')
  return {
    pickupDate: formatMarketDate(pickupDate, datePattern),
    pickupTime,
    returnDate: formatMarketDate(returnDate, datePattern),
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
export function changeRequestOf(
  form: ChangeForm,
  reservation: Reservation,
  datePattern: string,
): { request: Omit<ReservationChangeRequest, 'lastName'> } | { badDates: ('pickupDate' | 'returnDate')[] } {
  const pickupDate = parseMarketDate(form.pickupDate, datePattern)
  const returnDate = parseMarketDate(form.returnDate, datePattern)
  if (!pickupDate || !returnDate)
    return { badDates: [...(pickupDate ? [] : ['pickupDate' as const]), ...(returnDate ? [] : ['returnDate' as const])] }
  const driver = { firstName: form.driver.firstName.trim(), lastName: form.driver.lastName.trim(), email: form.driver.email.trim() }
  const driverChanged =
    driver.firstName !== '' &&
    driver.lastName !== '' &&
    driver.email !== '' &&
    JSON.stringify(driver) !== JSON.stringify(reservation.driver ?? {})
  return {
    request: {
      pickupDate: `${pickupDate}T${form.pickupTime}`,
      returnDate: `${returnDate}T${form.returnTime}`,
      ...(form.offerId ? { offerId: form.offerId } : {}),
      protection: form.protection,
      extras: form.extras,
      ...(driverChanged ? { driver } : {}),
    },
  }
}
