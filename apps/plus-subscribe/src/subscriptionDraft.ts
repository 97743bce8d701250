import { formatMarketDate, parseMarketDate } from '../../../features/dates/index.ts'
import {
  availabilityWindow,
  campaignEmailProblem,
  driverProblems,
  startDateProblem,
  tenureOptionsFor,
  type Handover,
} from '../../../features/plus/index.ts'
import type { SubscriptionCountryOffersV11, SubscriptionOffer, SubscriptionRequest } from '../../../features/web-api/index.ts'

/** What the visitor has entered so far; dates as typed, in the market's pattern. Kept when the offer changes. */
export interface SubscriptionDraft {
  tenureId: string
  mileageId: string
  handover: Handover
  branchId: string
  street: string
  postalCode: string
  city: string
  startDate: string
  email: string
  firstName: string
  lastName: string
  phone: string
  birthDate: string
  acceptedTerms: boolean
}

export type DraftField = keyof SubscriptionDraft
/** A field's problem: the shared rules' words (features/plus) plus the journey's own. */
export type DraftProblem = string
export type DraftProblems = Partial<Record<DraftField, DraftProblem>>

/** The fields of each step, in the order they show (the first with a problem gets focus). */
export const DETAILS_FIELDS: DraftField[] = [
  'tenureId',
  'mileageId',
  'handover',
  'branchId',
  'street',
  'postalCode',
  'city',
  'startDate',
  'email',
]
export const DRIVER_FIELDS: DraftField[] = ['firstName', 'lastName', 'phone', 'birthDate', 'acceptedTerms']

export function emptyDraft(): SubscriptionDraft {
  return {
    tenureId: '',
    mileageId: '',
    handover: 'pickup',
    branchId: '',
    street: '',
    postalCode: '',
    city: '',
    startDate: '',
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    birthDate: '',
    acceptedTerms: false,
  }
}

/**
 * The draft fitted to an offer: a term the offer does not allow becomes its shortest, a branch it is not at is
 * cleared, a start date outside its window becomes its earliest day. Everything the visitor typed about themselves stays.
 */
export function fitDraft(
  draft: SubscriptionDraft,
  offer: SubscriptionOffer,
  lookups: SubscriptionCountryOffersV11,
  today: string,
  pattern: string,
): SubscriptionDraft {
  const tenures = tenureOptionsFor(offer.minimumTermMonths, lookups.tenureOptions)
  const start = parseMarketDate(draft.startDate, pattern)
  const window = availabilityWindow(offer.availability, today)
  return {
    ...draft,
    tenureId: tenures.some((option) => option.id === draft.tenureId) ? draft.tenureId : (tenures[0]?.id ?? ''),
    mileageId: draft.mileageId || (lookups.mileagePackages[0]?.id ?? ''),
    branchId: offer.branchIds.includes(draft.branchId) ? draft.branchId : '',
    startDate: start && !startDateProblem(offer.availability, start, today) ? draft.startDate : formatMarketDate(window.earliest, pattern),
  }
}

/** The problems of the step 'Subscription Details'. */
export function detailsProblems(draft: SubscriptionDraft, offer: SubscriptionOffer, today: string, pattern: string): DraftProblems {
  const problems: DraftProblems = {}
  if (draft.handover === 'pickup' && !offer.branchIds.includes(draft.branchId)) problems.branchId = 'required'
  if (draft.handover === 'delivery') {
    for (const field of ['street', 'postalCode', 'city'] as const) {
      const value = draft[field].trim()
      if (value === '') problems[field] = 'required'
      else if (value.length > 100) problems[field] = 'tooLong'
    }
  }
  const start = parseMarketDate(draft.startDate, pattern)
  if (draft.startDate.trim() === '') problems.startDate = 'required'
  else if (!start) problems.startDate = 'invalidDate'
  else {
    const problem = startDateProblem(offer.availability, start, today)
    if (problem) problems.startDate = problem
  }
  const email = campaignEmailProblem(draft.email)
  if (email) problems.email = email
  return problems
}

/** The problems of the step 'Driver and terms' (the shared driver rules, SPEC §5). */
export function driverStepProblems(draft: SubscriptionDraft, offer: SubscriptionOffer, pattern: string): DraftProblems {
  const birthDate = parseMarketDate(draft.birthDate, pattern)
  const startDate = parseMarketDate(draft.startDate, pattern) ?? ''
  const found = driverProblems(
    { firstName: draft.firstName, lastName: draft.lastName, email: draft.email, phone: draft.phone, birthDate: birthDate ?? '' },
    { minimumAge: offer.minimumDriverAge, startDate },
  )
  const problems: DraftProblems = {}
  for (const field of ['firstName', 'lastName', 'phone', 'birthDate'] as const) if (found[field]) problems[field] = found[field]
  if (draft.birthDate.trim() !== '' && !birthDate) problems.birthDate = 'invalidDate'
  if (!draft.acceptedTerms) problems.acceptedTerms = 'terms'
  return problems
}

/** The body of POST /v1/subscription/subscriptions from a complete draft. */
export function subscriptionRequestOf(
  draft: SubscriptionDraft,
  offer: SubscriptionOffer,
  host: { country: string; locale: string },
  pattern: string,
): SubscriptionRequest {
  return {
    country: host.country.toUpperCase(),
    locale: host.locale,
    offerId: offer.id,
    tenureId: draft.tenureId,
    mileageId: draft.mileageId,
    handover: draft.handover,
    ...(draft.handover === 'pickup'
      ? { branchId: draft.branchId }
      : { address: { street: draft.street.trim(), postalCode: draft.postalCode.trim(), city: draft.city.trim() } }),
    startDate: parseMarketDate(draft.startDate, pattern) ?? draft.startDate,
    driver: {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
      birthDate: parseMarketDate(draft.birthDate, pattern) ?? draft.birthDate,
    },
    acceptedTerms: true,
  }
}

/** Where the API's field names ("driver.email", "address.city", "startDate") are in the draft. */
export function draftFieldOf(apiField: string): DraftField | undefined {
  const name = apiField.replace(/^(driver|address)\./, '')
  return (DETAILS_FIELDS as string[]).includes(name) || (DRIVER_FIELDS as string[]).includes(name) ? (name as DraftField) : undefined
}
