import {
  addIsoDays,
  compareIsoDates,
  formatLocalDateTime,
  isIsoDate,
  parseClock,
  type TFunction,
  todayIso,
} from '../../../engine/appSdk.ts'
import { formatMarketDate, parseMarketDate } from '../../../features/dates/index.ts'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'
import {
  checkRiderContact,
  clockNowIn,
  earliestPickup,
  pickupTimeProblem,
  RIDE_LEAD_TIME_MINUTES,
  RIDE_MAX_DAYS_AHEAD,
  type RiderContact,
  type RiderProblem,
} from '../../../features/ride/index.ts'
import type { RideAddress, RideBooking, RideCalls } from '../../../features/web-api/index.ts'

/*
 * What the ride form does once the visitor sends it: the checks, the request and what the API answers, and the texts
 * of the problems found. Fetched when the visitor first focuses the form (RideRequestForm.tsx), so a visitor who only
 * looks at the page loads none of it.
 */

export interface RideRequestInput extends RiderContact {
  pickupId?: string
  dropoffId?: string
  date: string
  time: string
  rideClass?: string
  /** The clock of the pickup's service area: the lead time is measured on it. */
  timeZone: string
}

export type RideFieldProblem = 'required' | 'sameAddress' | 'past' | 'tooSoon' | 'tooFar' | RiderProblem
export type RideRequestErrors = Partial<
  Record<'pickup' | 'dropoff' | 'date' | 'time' | 'rideClass' | 'name' | 'email' | 'phone', RideFieldProblem>
>

/** What a ride request lacks before it can be sent; `now` is a seam for tests. The API checks the same again. */
export function rideRequestErrors(input: RideRequestInput, now = new Date()): RideRequestErrors {
  const errors: RideRequestErrors = {}
  if (!input.pickupId) errors.pickup = 'required'
  if (!input.dropoffId) errors.dropoff = 'required'
  else if (input.dropoffId === input.pickupId) errors.dropoff = 'sameAddress'
  const today = clockNowIn(input.timeZone, now).slice(0, 10)
  if (!isIsoDate(input.date)) errors.date = 'required'
  else if (compareIsoDates(input.date, today) < 0) errors.date = 'past'
  if (!parseClock(input.time)) errors.time = 'required'
  else if (!errors.date) {
    const problem = pickupTimeProblem(`${input.date}T${input.time}`, input.timeZone, now)
    if (problem === 'tooFar') errors.date = 'tooFar'
    else if (problem) errors.time = problem
  }
  if (!input.rideClass) errors.rideClass = 'required'
  Object.assign(errors, checkRiderContact(input))
  return errors
}

/** The form as the visitor filled it in. */
export interface RideRequestDraft {
  pickup?: RideAddress
  dropoff?: RideAddress
  /** The day as typed, in the market's date pattern. */
  dateText: string
  time: string
  rideClass?: string
  contact: RiderContact
  timeZone: string
}

/** What became of a sent request, as the form shows it. */
export type SendState = { status: 'idle' | 'sending' } | { status: 'failed'; reason: 'unavailable' | 'refused' }

type Update<T> = (update: T | ((old: T) => T)) => void

/** The form's state that a submit changes (RideRequestForm.tsx hands its own setters over). */
export interface RideFormUpdates {
  setErrors: Update<RideRequestErrors>
  /** Counts submits that found problems: the form then focuses the first field with one. */
  setSubmitCount: Update<number>
  setSend: Update<SendState>
  /** Counts requests for the estimate: a ride the API finds outside the service area asks again. */
  setEstimateAttempt: Update<number>
  onBooked: (ride: RideBooking) => void
}

/** Where a submit goes and what it reports to: the same for every submit of a form (RideRequestForm.tsx keeps it). */
export interface RideSending extends RideFormUpdates {
  api: RideCalls
  host: Pick<MicroAppContext, 'locale' | 'formats'>
  country: string
  pattern: string
  /** Fetches the confirmation's code while the request is on its way. */
  preloadConfirmation: () => void
}

const counted = (count: number) => count + 1

/**
 * A submit of the ride form: the form is checked and, when nothing is missing, sent. What the API refuses goes back to
 * the field it concerns (too soon, too far, a field it names); an API that cannot be reached (or is busy) keeps
 * everything typed and offers to send again.
 */
export async function submitRideRequest(
  draft: RideRequestDraft,
  /** The classes and prices are known, so a class can be chosen and sent. */
  estimateReady: boolean,
  sending: RideSending,
): Promise<void> {
  const { pickup, dropoff, rideClass, contact } = draft
  const date = parseMarketDate(draft.dateText, sending.pattern) ?? ''
  const found = rideRequestErrors({
    pickupId: pickup?.id,
    dropoffId: dropoff?.id,
    date,
    time: draft.time,
    rideClass,
    ...contact,
    timeZone: draft.timeZone,
  })
  sending.setErrors(found)
  sending.setSubmitCount(counted)
  if (Object.keys(found).length > 0 || !estimateReady || !pickup || !dropoff || !rideClass) return
  sending.setSend({ status: 'sending' })
  sending.preloadConfirmation()
  const result = await sending.api.requestRide({
    country: sending.country,
    pickupId: pickup.id,
    dropoffId: dropoff.id,
    pickupAt: `${date}T${draft.time}`,
    rideClass: rideClass as RideBooking['rideClass'],
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    locale: sending.host.locale,
  })
  if (result.ok) return sending.onBooked(result.value)
  const { error } = result
  if (error.code === 'outsideServiceArea') sending.setEstimateAttempt(counted)
  const refused: RideRequestErrors = {}
  if (error.code === 'tooSoon') refused.time = 'tooSoon'
  else if (error.code === 'tooFar') refused.date = 'tooFar'
  else if (error.fields) Object.assign(refused, error.fields)
  if (Object.keys(refused).length > 0) {
    sending.setErrors(refused)
    sending.setSubmitCount(counted)
    return sending.setSend({ status: 'idle' })
  }
  const unavailable = error.kind !== 'http' || (error.status ?? 500) >= 500 || error.status === 429
  sending.setSend({ status: 'failed', reason: unavailable ? 'unavailable' : 'refused' })
}

/** What the form says under a field with a problem, in the page's language. */
export function rideProblemText(
  t: TFunction,
  field: keyof RideRequestErrors,
  problem: RideFieldProblem,
  {
    dateText,
    pattern,
    readablePattern,
    timeZone,
    formats,
  }: { dateText: string; pattern: string; readablePattern: string; timeZone: string; formats: MicroAppContext['formats'] },
): string {
  if (problem === 'required') {
    if (field === 'date' && dateText.trim() !== '')
      return t('pickupDatePicker.errorFormat', { pattern: readablePattern, example: formatMarketDate(addIsoDays(todayIso(), 30), pattern) })
    return field === 'rideClass' ? t('ride.request.errors.chooseClass') : t('common.requiredField')
  }
  if (problem === 'sameAddress' || problem === 'past') return t(`rideApp.errors.${problem}`)
  if (problem === 'tooSoon')
    return t('ride.request.errors.tooSoon', {
      minutes: RIDE_LEAD_TIME_MINUTES,
      earliest: formatLocalDateTime(earliestPickup(timeZone), formats) ?? '',
    })
  if (problem === 'tooFar') return t('ride.request.errors.tooFar', { days: RIDE_MAX_DAYS_AHEAD })
  return t(`ride.request.errors.${problem}`)
}
