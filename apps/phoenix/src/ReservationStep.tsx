import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ApiError } from '../../../engine/appSdk.ts'
import { bookingQueryString, type BookingSearchQuery } from '../../../features/booking-query/index.ts'
import { DEFAULT_DRIVER_AGE } from '../../../features/pricing/index.ts'
import type { Driver, Offer, PriceBreakdown, Reservation } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { ChosenCar } from './ChosenCar.tsx'
import { findDriverProblems, NAME_MAX_LENGTH, type DriverProblem } from './driverForm.ts'
import { bookingKey, type FunnelDraft } from './funnelDraft.ts'
import { PaymentAndTerms } from './PaymentAndTerms.tsx'
import { usePhoenix } from './PhoenixContext.tsx'
import { PriceSummary } from './PriceSummary.tsx'
import { useAccountPrefill } from './useAccountPrefill.ts'

const PROBLEM_KEYS: Record<DriverProblem, string> = {
  required: 'common.requiredField',
  tooLong: 'phoenix.form.tooLong',
  invalidEmail: 'phoenix.form.invalidEmail',
}

const FIELDS = [
  { key: 'firstName', autoComplete: 'given-name', type: 'text' },
  { key: 'lastName', autoComplete: 'family-name', type: 'text' },
  { key: 'email', autoComplete: 'email', type: 'email' },
] as const

interface Props {
  search: BookingSearchQuery
  offer: Offer
  currency: string
  draft: FunnelDraft
  onChange: (change: Partial<FunnelDraft>) => void
  breakdown: PriceBreakdown
  onBack: () => void
  onReserved: (reservation: Reservation) => void
}

/**
 * Step 3 (its own chunk): the driver's details, payment and the terms, then the reservation. The draft's
 * idempotency key goes with every attempt, and the button is disabled while one is sent: a second submit books nothing new.
 */
export default function ReservationStep({ search, offer, currency, draft, onChange, breakdown, onBack, onReserved }: Props) {
  const { t } = useTranslation()
  const { api, format, host } = usePhoenix()
  const [problems, setProblems] = useState<Partial<Record<keyof Driver, DriverProblem>>>({})
  const [termsMissing, setTermsMissing] = useState(false)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const [failure, setFailure] = useState<ApiError | undefined>()
  const heading = useRef<HTMLHeadingElement>(null)
  const { driver } = draft
  useAccountPrefill(driver, (filled) => onChange({ driver: filled }))

  useEffect(() => heading.current?.focus(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const found = findDriverProblems(driver)
    setProblems(found)
    setTermsMissing(!draft.termsAccepted)
    const first = FIELDS.find((field) => found[field.key])
    if (first) return document.getElementById(`phx-${first.key}`)?.focus()
    if (!draft.termsAccepted) return document.getElementById('phx-terms')?.focus()
    inFlight.current = true
    setSending(true)
    setFailure(undefined)
    const result = await api.createReservation({
      offerId: offer.id,
      branchId: search.branchId,
      ...(search.returnBranchId ? { returnBranchId: search.returnBranchId } : {}),
      pickupDate: search.pickupAt,
      returnDate: search.returnAt,
      currency,
      driver,
      driverAge: search.driverAge ?? DEFAULT_DRIVER_AGE,
      protection: draft.protection,
      extras: draft.extras,
      payment: draft.payment,
      ...(search.promo ? { promo: search.promo } : {}),
      termsAccepted: true,
      idempotencyKey: bookingKey(draft, bookingQueryString(search)),
      // The confirmation mail is written in the page's language.
      locale: host.locale,
    })
    inFlight.current = false
    setSending(false)
    if (result.ok) onReserved(result.value)
    else setFailure(result.error)
  }

  return (
    <section aria-labelledby="phx-details-heading">
      <h1 id="phx-details-heading" ref={heading} tabIndex={-1}>
        {t('phoenix.detailsHeading')}
      </h1>
      <div className="phx-columns phx-price-first">
        <div>
          <ChosenCar offer={offer} />
          <p>
            <span dir="ltr">
              {format.dateTime(search.pickupAt)} – {format.dateTime(search.returnAt)}
            </span>
          </p>
          <form className="phx-form" noValidate onSubmit={submit}>
            {FIELDS.map(({ key, autoComplete, type }) => (
              <div key={key} className="phx-field">
                <label htmlFor={`phx-${key}`}>{t(`phoenix.form.${key}`)}</label>
                <input
                  id={`phx-${key}`}
                  type={type}
                  autoComplete={autoComplete}
                  maxLength={key === 'email' ? 254 : NAME_MAX_LENGTH + 10}
                  value={driver[key]}
                  onChange={(event) => onChange({ driver: { ...driver, [key]: event.target.value } })}
                  aria-invalid={problems[key] ? true : undefined}
                  aria-describedby={problems[key] ? `phx-${key}-problem` : undefined}
                />
                {problems[key] && (
                  <p className="phx-problem" id={`phx-${key}-problem`}>
                    {t(PROBLEM_KEYS[problems[key]!], { max: NAME_MAX_LENGTH })}
                  </p>
                )}
              </div>
            ))}
            <PaymentAndTerms draft={draft} onChange={onChange} termsMissing={termsMissing && !draft.termsAccepted} />
            {failure && (
              <p className="phx-notice" role="alert">
                {t(failure.kind === 'http' && failure.status === 400 ? 'phoenix.errors.refused' : 'phoenix.errors.reservation')}
              </p>
            )}
            <div className="phx-actions">
              <button type="button" className="phx-button phx-secondary" onClick={onBack}>
                {t('phoenix.backToExtras')}
              </button>
              <button type="submit" className="phx-button" disabled={sending} aria-busy={sending}>
                {t(sending ? 'phoenix.form.sending' : draft.payment === 'now' ? 'phoenix.form.submitPayNow' : 'phoenix.form.submit')}
              </button>
            </div>
          </form>
        </div>
        <PriceSummary breakdown={breakdown} />
      </div>
    </section>
  )
}
