import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../../engine/shared/api/result.ts'
import type { Driver, Offer, Reservation } from '../../../engine/shared/api/types.ts'
import { findDriverProblems, NAME_MAX_LENGTH, type DriverProblem } from './driverForm.ts'
import { ModelFacts } from './ModelFacts.tsx'
import { usePhoenix } from './PhoenixContext.tsx'
import type { BookingSearchQuery } from '../../../engine/shared/bookingQuery.ts'

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

/** Step 2 (its own chunk, loaded when an offer is chosen): the driver's details, then the reservation. */
export default function ReservationStep({ search, offer, onBack, onReserved }: { search: BookingSearchQuery; offer: Offer; onBack: () => void; onReserved: (reservation: Reservation) => void }) {
  const { t } = useTranslation()
  const { api, host, format } = usePhoenix()
  const [driver, setDriver] = useState<Driver>({ firstName: '', lastName: '', email: '' })
  const [problems, setProblems] = useState<Partial<Record<keyof Driver, DriverProblem>>>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<ApiError | undefined>()
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => heading.current?.focus(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = findDriverProblems(driver)
    setProblems(found)
    const first = FIELDS.find((field) => found[field.key])
    if (first) return document.getElementById(`phx-${first.key}`)?.focus()
    setSending(true)
    setFailure(undefined)
    const result = await api.createReservation({ offerId: offer.id, branchId: search.branchId, pickupDate: search.pickupAt, returnDate: search.returnAt, currency: host.currency, driver })
    setSending(false)
    if (result.ok) onReserved(result.value)
    else setFailure(result.error)
  }

  return (
    <section aria-labelledby="phx-details-heading">
      <h1 id="phx-details-heading" ref={heading} tabIndex={-1}>
        {t('phoenix.detailsHeading')}
      </h1>
      <div className="phx-chosen">
        <img src={offer.model.image.url} width={offer.model.image.width} height={offer.model.image.height} alt="" />
        <div>
          <p className="phx-category">{t(`vehicleCategories.${offer.model.category}`)}</p>
          <h2>{t('phoenix.orSimilar', { name: offer.model.name })}</h2>
          <ModelFacts model={offer.model} />
          <p>
            {format.dateTime(search.pickupAt)} – {format.dateTime(search.returnAt)}
          </p>
          <p className="phx-total">{t('phoenix.total', { count: offer.days, price: format.money(offer.total) })}</p>
        </div>
      </div>
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
              onChange={(event) => setDriver({ ...driver, [key]: event.target.value })}
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
        {failure && (
          <p className="phx-notice" role="alert">
            {t(failure.kind === 'http' && failure.status === 400 ? 'phoenix.errors.refused' : 'phoenix.errors.reservation')}
          </p>
        )}
        <div className="phx-actions">
          <button type="button" className="phx-button phx-secondary" onClick={onBack}>
            {t('phoenix.back')}
          </button>
          <button type="submit" className="phx-button" disabled={sending} aria-busy={sending}>
            {t(sending ? 'phoenix.form.sending' : 'phoenix.form.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}
