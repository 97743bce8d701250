import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ApiError } from '../../../engine/appSdk.ts'
import { bookingQueryString, type BookingSearchQuery } from '../../../features/booking-query/index.ts'
import type { PaymentDeclineReason, PaymentEvent } from '../../../features/payments/index.ts'
import { DEFAULT_DRIVER_AGE } from '../../../features/pricing/index.ts'
import type {
  Driver,
  Offer,
  PaymentChoice,
  PaymentSession,
  PriceBreakdown,
  RentalConfiguration,
  Reservation,
} from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { CardPayment } from './CardPayment.tsx'
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
  config: RentalConfiguration
  /** The price at either rate (the rate choice shows both). */
  breakdownAt: (payment: PaymentChoice) => PriceBreakdown
  onBack: () => void
  onReserved: (reservation: Reservation) => void
}

/** Pay now, after the details: the provider's session is opened, its card form shown, then the booking sent. */
type PayStep =
  | { phase: 'idle' }
  | { phase: 'opening' }
  | { phase: 'card'; session: PaymentSession; status: 'ready' | 'submitted' | 'challenge' }
  | { phase: 'booking'; session: PaymentSession }

/** What went wrong with a payment; each keeps every choice and says that nothing was charged. */
type PayNotice = { kind: 'declined'; reason: PaymentDeclineReason } | { kind: 'abandoned' | 'timeout' | 'unavailable' | 'notAuthorised' }

/**
 * Step 3 (its own chunk): the driver's details, the rate and the terms, then the reservation. Paying now opens the
 * provider's session for the booking's price and shows its card form; once the provider says "authorised" the
 * booking is sent with the session, and the API asks the provider itself. The draft's idempotency key goes with every
 * attempt (and names the payment session), and the button is disabled while one is sent: a second submit books
 * nothing new and authorises nothing twice. A declined card, an abandoned challenge or a provider that does not answer
 * keep every choice and say that nothing was charged.
 */
export default function ReservationStep({
  search,
  offer,
  currency,
  draft,
  onChange,
  breakdown,
  config,
  breakdownAt,
  onBack,
  onReserved,
}: Props) {
  const { t } = useTranslation()
  const { api, format, host } = usePhoenix()
  const [problems, setProblems] = useState<Partial<Record<keyof Driver, DriverProblem>>>({})
  const [termsMissing, setTermsMissing] = useState(false)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const [failure, setFailure] = useState<ApiError | undefined>()
  const [pay, setPay] = useState<PayStep>({ phase: 'idle' })
  const [payNotice, setPayNotice] = useState<PayNotice | undefined>()
  const heading = useRef<HTMLHeadingElement>(null)
  const { driver } = draft
  useAccountPrefill(driver, (filled) => onChange({ driver: filled }))

  useEffect(() => heading.current?.focus(), [])

  const request = () => ({
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
    termsAccepted: true as const,
    idempotencyKey: bookingKey(draft, bookingQueryString(search)),
    // The confirmation mail (and the provider's card form) in the page's language.
    locale: host.locale,
  })

  async function book(session?: PaymentSession) {
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    setFailure(undefined)
    const result = await api.createReservation({ ...request(), ...(session ? { paymentSessionId: session.sessionId } : {}) })
    inFlight.current = false
    setSending(false)
    if (result.ok) return onReserved(result.value)
    // The API found no authorised payment for this price: nothing was booked or charged; the card step starts again.
    if (result.error.kind === 'http' && result.error.status === 402) {
      setPay({ phase: 'idle' })
      return setPayNotice({ kind: 'notAuthorised' })
    }
    setFailure(result.error)
  }

  async function openPayment() {
    if (inFlight.current) return
    inFlight.current = true
    setPay({ phase: 'opening' })
    setPayNotice(undefined)
    setFailure(undefined)
    const result = await api.createPaymentSession(request())
    inFlight.current = false
    if (result.ok) return setPay({ phase: 'card', session: result.value, status: 'ready' })
    setPay({ phase: 'idle' })
    if (result.error.kind === 'http' && result.error.status === 400) setFailure(result.error)
    else setPayNotice({ kind: 'unavailable' })
  }

  function onPaymentEvent(event: PaymentEvent) {
    if (pay.phase !== 'card') return
    const { session } = pay
    if (event.status === 'authorised') {
      setPayNotice(undefined)
      setPay({ phase: 'booking', session })
      return void book(session)
    }
    if (event.status === 'submitted' || event.status === 'challenge') {
      setPayNotice(undefined)
      return setPay({ ...pay, status: event.status })
    }
    if (event.status === 'ready') return setPay({ ...pay, status: 'ready' })
    setPay({ ...pay, status: 'ready' })
    setPayNotice(event.status === 'declined' ? { kind: 'declined', reason: event.reason } : { kind: event.status })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const found = findDriverProblems(driver)
    setProblems(found)
    setTermsMissing(!draft.termsAccepted)
    const first = FIELDS.find((field) => found[field.key])
    if (first) return document.getElementById(`phx-${first.key}`)?.focus()
    if (!draft.termsAccepted) return document.getElementById('phx-terms')?.focus()
    if (draft.payment === 'pickup') return book()
    // Paying now: the card form first; once the provider authorised, the same booking again (a failed send retried).
    if (pay.phase === 'booking') return book(pay.session)
    if (pay.phase === 'idle') return openPayment()
    document.getElementById('phx-pay-heading')?.focus()
  }

  /** A change of rate closes the card form: its session is for the other price. */
  function change(next: Partial<FunnelDraft>) {
    if (next.payment && next.payment !== draft.payment) {
      setPay({ phase: 'idle' })
      setPayNotice(undefined)
    }
    onChange(next)
  }

  const payNoticeText =
    payNotice &&
    (payNotice.kind === 'declined'
      ? t('phoenix.pay.declined', { reason: t(`phoenix.pay.reason.${payNotice.reason}`) })
      : t(`phoenix.pay.${payNotice.kind}`))
  const submitLabel =
    sending || pay.phase === 'opening'
      ? 'phoenix.form.sending'
      : draft.payment === 'pickup'
        ? 'phoenix.form.submit'
        : pay.phase === 'booking'
          ? 'phoenix.pay.retryBooking'
          : 'phoenix.pay.continue'

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
                  onChange={(event) => change({ driver: { ...driver, [key]: event.target.value } })}
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
            <PaymentAndTerms
              draft={draft}
              onChange={change}
              termsMissing={termsMissing && !draft.termsAccepted}
              config={config}
              pickupAt={search.pickupAt}
              breakdownAt={breakdownAt}
            />
            {payNoticeText && (
              <p className="phx-notice" role="alert" data-testid="payment-notice">
                {payNoticeText}
              </p>
            )}
            {draft.payment === 'now' && (pay.phase === 'card' || pay.phase === 'booking') && (
              <CardPayment session={pay.session} status={pay.phase === 'booking' ? 'authorised' : pay.status} onEvent={onPaymentEvent} />
            )}
            {failure && (
              <p className="phx-notice" role="alert">
                {t(failure.kind === 'http' && failure.status === 400 ? 'phoenix.errors.refused' : 'phoenix.errors.reservation')}
              </p>
            )}
            <div className="phx-actions">
              <button type="button" className="phx-button phx-secondary" onClick={onBack}>
                {t('phoenix.backToExtras')}
              </button>
              {pay.phase !== 'card' && (
                <button type="submit" className="phx-button" disabled={sending || pay.phase === 'opening'} aria-busy={sending}>
                  {t(submitLabel)}
                </button>
              )}
            </div>
          </form>
        </div>
        <PriceSummary breakdown={breakdown} priceBar />
      </div>
    </section>
  )
}
