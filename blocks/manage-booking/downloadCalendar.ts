import type { TFunction } from '../../engine/sdk.ts'
import { bookingCalendar } from '../../features/manage-booking/index.ts'
import type { Reservation } from '../../features/web-api/index.ts'
import { branchName, type BranchLookup } from './useBranches.ts'

/** The booking's pickup and return as an .ics file the browser downloads (features/manage-booking/bookingCalendar.ts). */
export function downloadCalendar(
  reservation: Reservation,
  pickup: BranchLookup | undefined,
  dropOff: BranchLookup | undefined,
  t: TFunction,
) {
  const car = t('manageBooking.details.orSimilar', { name: reservation.modelName })
  const description = t('manageBooking.calendar.description', { number: reservation.reservationNumber })
  const stop = (at: string, branch: BranchLookup | undefined, title: string) => ({
    at,
    ...(typeof branch === 'object' && branch.timeZone ? { timeZone: branch.timeZone } : {}),
    title,
    location: typeof branch === 'object' ? [branch.name, ...branch.formattedAddress] : [branchName(branch)],
    description,
  })
  const ics = bookingCalendar(
    reservation.reservationNumber,
    stop(reservation.pickupDate, pickup, t('manageBooking.calendar.pickup', { car })),
    stop(reservation.returnDate, dropOff, t('manageBooking.calendar.return', { car })),
  )
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
  link.download = `booking-${reservation.reservationNumber}.ics`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 1000)
}
