import { useRef, useState, type FormEvent } from 'react'
import { Container, field, fieldError, useFormFields, useTranslation } from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { Reservation } from '../../features/web-api/index.ts'
import {
  checkLookup,
  LAST_NAME_MAX_LENGTH,
  normalizedReservationNumber,
  type LookupField,
  type LookupProblem,
} from '../../features/manage-booking/index.ts'
import { BookingDetails } from './BookingDetails.tsx'
import { page } from './manageBookingStyles.ts'
import type { ManageBookingProps } from './props.gen.ts'

type Lookup =
  | { kind: 'editing' }
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error' }
  | { kind: 'found'; reservation: Reservation; lastName: string }

const FIELDS: LookupField[] = ['reservationNumber', 'lastName']

/**
 * Manage a booking without an account (the account area links here): the reservation number and the
 * driver's last name find the booking; BookingDetails shows all of it and lets the driver change, cancel, mail,
 * add to a calendar or print it. A wrong number and a wrong name get the same message, as the API answers both alike.
 */
export function ManageBooking(_props: ManageBookingProps) {
  const { t } = useTranslation()
  const api = useApiClient()
  const { values, fieldId, accept, control, problemOf } = useFormFields<LookupField, LookupProblem>(
    { reservationNumber: '', lastName: '' },
    FIELDS,
    { problemClass: fieldError },
  )
  const [lookup, setLookup] = useState<Lookup>({ kind: 'editing' })
  const inFlight = useRef(false)

  const find = async (event?: FormEvent) => {
    event?.preventDefault()
    if (inFlight.current) return
    if (!accept(checkLookup(values))) return
    inFlight.current = true
    setLookup({ kind: 'loading' })
    const lastName = values.lastName.trim()
    const answer = await api.reservation({ reservationNumber: normalizedReservationNumber(values.reservationNumber), lastName })
    inFlight.current = false
    if (answer.ok) return setLookup({ kind: 'found', reservation: answer.value, lastName })
    setLookup(answer.error.kind === 'http' && answer.error.status === 404 ? { kind: 'notFound' } : { kind: 'error' })
  }

  /** The booking as the API answered a cancel or change; a changed last name is the one to look it up with from now on. */
  const updated = (reservation: Reservation, lastName?: string) => {
    if (lastName !== undefined) control('lastName').onChange({ target: { value: lastName } })
    setLookup((current) => (current.kind === 'found' ? { ...current, reservation, lastName: lastName ?? current.lastName } : current))
  }

  const problem = (name: LookupField) =>
    problemOf(name, (found: LookupProblem) =>
      found === 'required' ? t('common.requiredField') : t(`manageBooking.problems.${name}.${found}`),
    )

  return (
    <section className={page} data-manage-booking={lookup.kind}>
      <Container>
        <h1>{t('manageBooking.heading')}</h1>
        {lookup.kind === 'found' ? (
          <BookingDetails
            reservation={lookup.reservation}
            lastName={lookup.lastName}
            onUpdated={updated}
            onReload={() => void find()}
            onAnother={() => setLookup({ kind: 'editing' })}
          />
        ) : (
          <>
            <p>{t('manageBooking.intro')}</p>
            <form noValidate onSubmit={(event) => void find(event)}>
              <div className={field}>
                <label htmlFor={fieldId('reservationNumber')}>{t('manageBooking.fields.reservationNumber')}</label>
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                  placeholder="9123456789"
                  {...control('reservationNumber')}
                />
                {problem('reservationNumber')}
              </div>
              <div className={field}>
                <label htmlFor={fieldId('lastName')}>{t('manageBooking.fields.lastName')}</label>
                <input type="text" autoComplete="family-name" maxLength={LAST_NAME_MAX_LENGTH + 10} {...control('lastName')} />
                {problem('lastName')}
              </div>
              {lookup.kind === 'notFound' ? (
                <p role="alert" className={fieldError}>
                  {t('manageBooking.notFound')}
                </p>
              ) : null}
              {lookup.kind === 'error' ? (
                <p role="alert" className={fieldError}>
                  {t('manageBooking.error')}
                </p>
              ) : null}
              <button type="submit" disabled={lookup.kind === 'loading'} aria-busy={lookup.kind === 'loading'}>
                {lookup.kind === 'loading'
                  ? t('manageBooking.finding')
                  : lookup.kind === 'error'
                    ? t('manageBooking.retry')
                    : t('manageBooking.find')}
              </button>
            </form>
          </>
        )}
      </Container>
    </section>
  )
}
