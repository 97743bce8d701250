import { useState, type FormEvent } from 'react'
import type { Reservation, User } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import {
  checkLookup,
  LAST_NAME_MAX_LENGTH,
  normalizedReservationNumber,
  type LookupField,
  type LookupProblem,
} from '../../../features/manage-booking/index.ts'
import { ActionError } from './ActionError.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { ReservationFacts } from './ReservationFacts.tsx'
import { useAction } from './useAction.ts'

const FIELDS: LookupField[] = ['reservationNumber', 'lastName']

/**
 * #/manage-my-booking-info: looks a booking up by its number (GET /v1/reservationactivities/reservation/{n}),
 * with the rules and texts of the manage-booking page (features/manage-booking). The last name starts as the
 * account's; cancelling stays on the manage-booking page, which the result links to.
 */
export function ManageMyBooking({ user }: { user: User }) {
  const { t } = useTranslation()
  const { api, host } = useMysixt()
  const [values, setValues] = useState<Record<LookupField, string>>({ reservationNumber: '', lastName: user.lastName })
  const [problems, setProblems] = useState<Partial<Record<LookupField, LookupProblem>>>({})
  const [found, setFound] = useState<Reservation>()
  const action = useAction<Reservation>()

  const find = async (event?: FormEvent) => {
    event?.preventDefault()
    const checked = checkLookup(values)
    setProblems(checked)
    const first = FIELDS.find((name) => checked[name])
    if (first) return document.getElementById(`msx-lookup-${first}`)?.focus()
    setFound(undefined)
    setFound(
      await action.run(() =>
        api.reservation({ reservationNumber: normalizedReservationNumber(values.reservationNumber), lastName: values.lastName.trim() }),
      ),
    )
  }

  const problemText = (name: LookupField, problem: LookupProblem) =>
    problem === 'required' ? t('common.requiredField') : t(`manageBooking.problems.${name}.${problem}`)

  return (
    <section aria-labelledby="msx-view-heading">
      <h2 id="msx-view-heading" tabIndex={-1}>
        {t('mysixt.manage.heading')}
      </h2>
      <p>{t('manageBooking.intro')}</p>
      <form className="msx-form" noValidate onSubmit={(event) => void find(event)}>
        {FIELDS.map((name) => (
          <div className="msx-field" key={name}>
            <label htmlFor={`msx-lookup-${name}`}>{t(`manageBooking.fields.${name}`)}</label>
            <input
              id={`msx-lookup-${name}`}
              name={name}
              type="text"
              inputMode={name === 'reservationNumber' ? 'numeric' : undefined}
              autoComplete={name === 'lastName' ? 'family-name' : 'off'}
              maxLength={name === 'lastName' ? LAST_NAME_MAX_LENGTH + 10 : 20}
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              aria-required
              aria-invalid={problems[name] ? true : undefined}
              aria-describedby={problems[name] ? `msx-lookup-${name}-problem` : undefined}
            />
            {problems[name] && (
              <p id={`msx-lookup-${name}-problem`} className="msx-problem">
                {problemText(name, problems[name])}
              </p>
            )}
          </div>
        ))}
        {action.failure && <ActionError error={action.failure} known={{ 404: 'manageBooking.notFound' }} onRetry={() => void find()} />}
        <button type="submit" className="msx-button" disabled={action.sending} aria-busy={action.sending || undefined}>
          {action.sending ? t('manageBooking.finding') : t('manageBooking.find')}
        </button>
      </form>
      {found && (
        <div className="msx-card" data-found-reservation={found.reservationNumber} role="status">
          <h3>{t('manageBooking.details.heading', { number: found.reservationNumber })}</h3>
          <ReservationFacts reservation={found} />
          {host.links.manageBooking && (
            <p>
              <a href={host.links.manageBooking}>{t('mysixt.manage.cancelThere')}</a>
            </p>
          )}
        </div>
      )}
    </section>
  )
}
