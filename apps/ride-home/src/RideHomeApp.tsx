import { useId, useState, type FormEvent } from 'react'
import { addIsoDays, formatClockTime, formatIsoDate, todayIso, useTranslation } from '../../../engine/appSdk.ts'
import type { Branch } from '../../../features/web-api/index.ts'
import { formatMarketDate, patternForPeople, parseMarketDate } from '../../../features/dates/index.ts'
import { AddressField } from './AddressField.tsx'
import { useRideHome } from './RideHomeContext.tsx'
import { rideRequestErrors, type RideRequestErrors } from './rideRequest.ts'
import { TransferPlanner } from './TransferPlanner.tsx'

/** The fictitious promo code of the first-ride discount (SPEC §9); the amount comes from the market's currency. */
export const FIRST_RIDE_PROMO_CODE = 'FIRSTRIDE'

/** The ride booking widget (SPEC §2 ride home): from, to, when; the first-ride discount and the drivers claim. */
export function RideHomeApp() {
  const { t } = useTranslation()
  const { host, addressLines } = useRideHome()
  const id = useId()
  const [pickup, setPickup] = useState<Branch>()
  const [dropoff, setDropoff] = useState<Branch>()
  // The date is typed in the market's pattern (a native date input shows the browser's format, not the market's).
  const pattern = host.formats.date
  const [dateText, setDateText] = useState(() => formatMarketDate(todayIso(), pattern))
  const date = parseMarketDate(dateText, pattern) ?? ''
  const readablePattern = patternForPeople(pattern, {
    day: t('pickupDatePicker.letters.day'),
    month: t('pickupDatePicker.letters.month'),
    year: t('pickupDatePicker.letters.year'),
  })
  const [time, setTime] = useState('')
  const [errors, setErrors] = useState<RideRequestErrors>({})
  const [requested, setRequested] = useState(false)

  const dateMessage = () =>
    errors.date === 'required' && dateText.trim() !== ''
      ? t('pickupDatePicker.errorFormat', { pattern: readablePattern, example: formatMarketDate(addIsoDays(todayIso(), 30), pattern) })
      : message('date')
  const message = (field: keyof RideRequestErrors) =>
    errors[field] === 'required' ? t('common.requiredField') : errors[field] ? t(`rideApp.errors.${errors[field]}`) : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = rideRequestErrors({ pickupId: pickup?.id, dropoffId: dropoff?.id, date, time })
    setErrors(found)
    setRequested(Object.keys(found).length === 0)
  }

  return (
    <div className="rh-app">
      <form className="rh-form" noValidate onSubmit={submit} aria-label={t('rideApp.formLabel')}>
        <AddressField label={t('rideApp.pickup')} chosen={pickup} onChoose={setPickup} error={message('pickup')} />
        <AddressField label={t('rideApp.dropoff')} chosen={dropoff} onChoose={setDropoff} error={message('dropoff')} />
        <div className="rh-when">
          <div className="rh-field">
            <label htmlFor={`${id}-date`}>{t('rideApp.date')}</label>
            <input
              id={`${id}-date`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={dateText}
              onChange={(event) => setDateText(event.target.value)}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={`${id}-date-hint${errors.date ? ` ${id}-date-error` : ''}`}
            />
            <p id={`${id}-date-hint`} className="rh-hint">
              {t('pickupDatePicker.formatHint', { pattern: readablePattern })}
            </p>
            {errors.date && (
              <p id={`${id}-date-error`} className="rh-error">
                {dateMessage()}
              </p>
            )}
          </div>
          <div className="rh-field">
            <label htmlFor={`${id}-time`}>{t('rideApp.time')}</label>
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={errors.time ? `${id}-time-error` : undefined}
            />
            {errors.time && (
              <p id={`${id}-time-error`} className="rh-error">
                {message('time')}
              </p>
            )}
          </div>
        </div>
        <button type="submit" className="rh-button">
          {t('rideApp.submit')}
        </button>
      </form>
      <div role="status" className="rh-confirmation">
        {requested && pickup && dropoff && (
          <p>
            {t('rideApp.requested', {
              pickup: addressLines(pickup).join(', '),
              dropoff: addressLines(dropoff).join(', '),
              date: formatIsoDate(date, host.formats) ?? date,
              time: formatClockTime(time, host.formats) ?? time,
            })}
          </p>
        )}
      </div>
      <aside className="rh-offer" aria-labelledby={`${id}-offer`}>
        <p id={`${id}-offer`} className="rh-discount" data-first-ride-discount>
          {t('rideHome.firstRide.heading')}
        </p>
        <p>{t('rideApp.discount.text', { code: FIRST_RIDE_PROMO_CODE })}</p>
        <p className="rh-claim">{t('rideApp.claim')}</p>
      </aside>
      <TransferPlanner />
    </div>
  )
}
