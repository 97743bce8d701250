import { useEffect, useRef, useState, type FormEvent } from 'react'
import { field, formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type {
  Branch,
  ExtraId,
  Offer,
  RentalConfiguration,
  Reservation,
  ReservationChangePreview,
  ReservationChangeRequest,
} from '../../features/web-api/index.ts'
import { BookingPrice } from './BookingPrice.tsx'
import { changeRefusalKey } from './changeRefusalKey.ts'
import { changeFormOf, changeRequestOf, type ChangeForm } from './changeForm.ts'
import { DateAndTime } from './DateAndTime.tsx'

type Choices = { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; config: RentalConfiguration; offers: Offer[] }
type Step =
  | { kind: 'editing'; refusal?: string }
  | { kind: 'previewing' }
  | { kind: 'preview'; preview: ReservationChangePreview }
  | { kind: 'saving'; preview: ReservationChangePreview }
  | { kind: 'failed'; preview: ReservationChangePreview }

/**
 * Changing a booking: dates and times, the car (another offer of the branch), protection, extras and the driver. The
 * API prices the change (priceBreakdown, the booked rate kept) and the visitor sees the new total and the difference
 * before confirming; a change the car cannot take is refused with its reason and changes nothing.
 */
export function ChangeBooking({
  reservation,
  lastName,
  branch,
  onChanged,
  onClose,
}: {
  reservation: Reservation
  lastName: string
  branch: Branch
  onChanged: (reservation: Reservation, lastName: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const [form, setForm] = useState<ChangeForm>(() => changeFormOf(reservation, env.formats.date))
  const [badDates, setBadDates] = useState<('pickupDate' | 'returnDate')[]>([])
  const [choices, setChoices] = useState<Choices>({ kind: 'loading' })
  const [step, setStep] = useState<Step>({ kind: 'editing' })
  const heading = useRef<HTMLHeadingElement>(null)
  const result = useRef<HTMLDivElement>(null)

  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    if (step.kind === 'preview' || (step.kind === 'editing' && step.refusal)) result.current?.focus()
  }, [step])
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    void Promise.all([
      api.rentalConfiguration({ country: branch.address.country }, { signal }),
      api.offers(
        {
          branchId: reservation.branchId,
          pickupDate: reservation.pickupDate,
          returnDate: reservation.returnDate,
          currency: reservation.total.currency,
          ...(reservation.driverAge ? { driverAge: reservation.driverAge } : {}),
        },
        { signal },
      ),
    ]).then(([config, offers]) => {
      if (signal.aborted) return
      setChoices(config.ok ? { kind: 'done', config: config.value, offers: offers.ok ? offers.value.offers : [] } : { kind: 'failed' })
    })
    return () => controller.abort()
  }, [api, branch.address.country, reservation])

  const edit = (change: Partial<ChangeForm>) => {
    setForm((current) => ({ ...current, ...change }))
    setStep({ kind: 'editing' })
  }
  const request = (): (ReservationChangeRequest & { reservationNumber: string }) | undefined => {
    const checked = changeRequestOf(form, reservation, env.formats.date)
    setBadDates('badDates' in checked ? checked.badDates : [])
    if ('badDates' in checked) return undefined
    return { reservationNumber: reservation.reservationNumber, lastName, ...checked.request }
  }
  const preview = async (event: FormEvent) => {
    event.preventDefault()
    const sent = request()
    if (!sent) return
    setStep({ kind: 'previewing' })
    const answer = await api.previewReservationChange(sent)
    setStep(answer.ok ? { kind: 'preview', preview: answer.value } : { kind: 'editing', refusal: changeRefusalKey(answer.error) })
  }
  const commit = async (shown: ReservationChangePreview) => {
    const sent = request()
    if (!sent) return
    setStep({ kind: 'saving', preview: shown })
    const answer = await api.changeReservation({ ...sent, locale: env.locale })
    if (answer.ok) return onChanged(answer.value, sent.driver?.lastName ?? lastName)
    const refusal = answer.error.kind === 'http' && (answer.error.status ?? 500) < 500 ? changeRefusalKey(answer.error) : undefined
    setStep(refusal ? { kind: 'editing', refusal } : { kind: 'failed', preview: shown })
  }

  const shown = step.kind === 'preview' || step.kind === 'saving' || step.kind === 'failed' ? step.preview : undefined
  const differenceText = (difference: ReservationChangePreview['difference'], total: ReservationChangePreview['difference']) => {
    const values = { total: formatPrice(total, env), difference: formatPrice({ ...difference, amount: Math.abs(difference.amount) }, env) }
    if (difference.amount > 0) return t('manageBooking.change.more', values)
    if (difference.amount < 0) return t('manageBooking.change.less', values)
    return t('manageBooking.change.same', values)
  }
  const settleKey = (amount: number) =>
    !reservation.paid
      ? 'manageBooking.change.settle.pickup'
      : amount > 0
        ? 'manageBooking.change.settle.charge'
        : 'manageBooking.change.settle.refund'

  const id = (name: string) => `manage-booking-change-${name}`
  const config = choices.kind === 'done' ? choices.config : undefined
  return (
    <section
      className="change"
      aria-labelledby={id('heading')}
      onKeyDown={(event) => event.key === 'Escape' && step.kind !== 'saving' && onClose()}
    >
      <h2 id={id('heading')} ref={heading} tabIndex={-1}>
        {t('manageBooking.change.heading', { number: reservation.reservationNumber })}
      </h2>
      {choices.kind === 'loading' ? <p role="status">{t('manageBooking.change.loading')}</p> : null}
      {choices.kind === 'failed' ? <p role="alert">{t('manageBooking.change.loadFailed')}</p> : null}
      <form noValidate onSubmit={(event) => void preview(event)}>
        <fieldset>
          <legend>{t('manageBooking.change.when')}</legend>
          <div className="pair">
            {(['pickup', 'return'] as const).map((which) => (
              <DateAndTime key={which} which={which} form={form} badDate={badDates.includes(`${which}Date`)} onEdit={edit} />
            ))}
          </div>
        </fieldset>
        {choices.kind === 'done' && choices.offers.length > 0 ? (
          <div className={field}>
            <label htmlFor={id('car')}>{t('manageBooking.details.car')}</label>
            <select id={id('car')} value={form.offerId ?? ''} onChange={(event) => edit({ offerId: event.target.value || undefined })}>
              {form.offerId === undefined ? (
                <option value="">{t('manageBooking.details.orSimilar', { name: reservation.modelName })}</option>
              ) : null}
              {choices.offers.map((offer) => (
                <option key={offer.id} value={offer.id}>
                  {t('manageBooking.details.orSimilar', { name: offer.model.name })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {config ? (
          <fieldset>
            <legend>{t('phoenix.protection.legend')}</legend>
            {config.protections.map((protection) => (
              <label key={protection.id} className="choice">
                <input
                  type="radio"
                  name={id('protection')}
                  value={protection.id}
                  checked={form.protection === protection.id}
                  onChange={() => edit({ protection: protection.id })}
                />
                {t(`phoenix.protection.${protection.id}.name`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {config ? (
          <fieldset>
            <legend>{t('phoenix.extras.legend')}</legend>
            {config.extras.map((extra) => (
              <div key={extra.id} className={field}>
                <label htmlFor={id(extra.id)}>{t(`phoenix.extras.${extra.id}.name`)}</label>
                <select
                  id={id(extra.id)}
                  value={form.extras[extra.id] ?? 0}
                  onChange={(event) => edit({ extras: { ...form.extras, [extra.id as ExtraId]: Number(event.target.value) } })}
                >
                  {Array.from({ length: extra.maxQuantity + 1 }, (_, count) => String(count)).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        ) : null}
        <fieldset>
          <legend>{t('manageBooking.details.driver')}</legend>
          {(['firstName', 'lastName', 'email'] as const).map((name) => (
            <div key={name} className={field}>
              <label htmlFor={id(name)}>{t(`manageBooking.change.${name}`)}</label>
              <input
                id={id(name)}
                type={name === 'email' ? 'email' : 'text'}
                autoComplete={name === 'email' ? 'email' : name === 'firstName' ? 'given-name' : 'family-name'}
                maxLength={name === 'email' ? 254 : 50}
                value={form.driver[name]}
                onChange={(event) => edit({ driver: { ...form.driver, [name]: event.target.value } })}
              />
            </div>
          ))}
        </fieldset>
        <div ref={result} tabIndex={-1} className="change-result" aria-live="polite">
          {step.kind === 'editing' && step.refusal ? (
            <p role="alert" className="refusal">
              {t(step.refusal)}
            </p>
          ) : null}
          {shown ? (
            <>
              <p className="emphasis" data-change-difference={shown.difference.amount}>
                {differenceText(shown.difference, shown.breakdown.total)}
              </p>
              {shown.difference.amount !== 0 ? <p>{t(settleKey(shown.difference.amount))}</p> : null}
              <BookingPrice breakdown={shown.breakdown} heading={t('manageBooking.change.newPrice')} />
            </>
          ) : null}
          {step.kind === 'failed' ? <p role="alert">{t('manageBooking.change.failed')}</p> : null}
        </div>
        <div className="actions">
          {shown ? (
            <button type="button" onClick={() => void commit(shown)} disabled={step.kind === 'saving'} aria-busy={step.kind === 'saving'}>
              {step.kind === 'saving' ? t('manageBooking.change.saving') : t('manageBooking.change.confirm')}
            </button>
          ) : (
            <button type="submit" disabled={step.kind === 'previewing'} aria-busy={step.kind === 'previewing'}>
              {step.kind === 'previewing' ? t('manageBooking.change.previewing') : t('manageBooking.change.preview')}
            </button>
          )}
          <button type="button" data-variant="secondary" onClick={onClose} disabled={step.kind === 'saving'}>
            {t('manageBooking.change.discard')}
          </button>
        </div>
      </form>
    </section>
  )
}
