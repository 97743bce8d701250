import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { formatClockTime, useTranslation } from '../../../engine/appSdk.ts'
import { formatMarketDate, patternForPeople } from '../../../features/dates/index.ts'
import { RIDE_LEAD_TIME_MINUTES, type RiderField } from '../../../features/ride/index.ts'
import type { RideAddress, RideBooking, RideServiceArea } from '../../../features/web-api/index.ts'
import { AddressField } from './AddressField.tsx'
import { RideClassChoice } from './RideClassChoice.tsx'
import { useRideHome } from './RideHomeContext.tsx'
import { RiderFields } from './RiderFields.tsx'
import type { RideRequestErrors, RideSending, SendState } from './rideRequest.ts'
import { firstPickupSlot, pickupClocks } from './pickupClock.ts'
import { useRideEstimate } from './useRideEstimate.ts'
import { loadRideView, useRideViews } from './useRideViews.ts'

/** The confirmation's chunk, fetched while the request is being sent; a failure there is the view's to report. */
const preloadConfirmation = () => void loadRideView('confirmation').catch(() => undefined)

/**
 * What sending does (the checks, the request, the problems' texts, the market date reader): fetched when the visitor
 * first focuses the form and used on sending, so a visitor who only looks at the page loads none of it.
 */
const loadRideRequest = () => import('./rideRequest.ts')
type RideRequestModule = Awaited<ReturnType<typeof loadRideRequest>>

/**
 * The ride request (issue 26): pickup and drop-off from the service area's addresses, the day in the market's date
 * pattern and the time on the area's clock, a class with its fixed price, the rider's details; then the request is
 * sent and answered with a reference. What the API refuses comes back to the field it concerns; an API that cannot
 * be reached keeps everything typed and offers to send again.
 */
export function RideRequestForm({ area, onBooked }: { area: RideServiceArea; onBooked: (ride: RideBooking) => void }) {
  const { t } = useTranslation()
  const { api, host } = useRideHome()
  const { OutsideArea } = useRideViews()
  const id = useId()
  const [pickup, setPickup] = useState<RideAddress>()
  const [dropoff, setDropoff] = useState<RideAddress>()
  const dropoffInput = useRef<HTMLInputElement>(null)
  const zone = area.areas.find((entry) => entry.id === pickup?.areaId) ?? area.areas[0]!
  // The date is typed in the market's pattern (a native date input shows the browser's format, not the market's).
  const pattern = host.formats.date
  // The form starts at the first pickup the service can take (the lead time on the area's clock, next quarter hour).
  const [firstSlot] = useState(() => firstPickupSlot(zone.timeZone))
  const [dateText, setDateText] = useState(() => formatMarketDate(firstSlot.slice(0, 10), pattern))
  const readablePattern = patternForPeople(pattern, {
    day: t('pickupDatePicker.letters.day'),
    month: t('pickupDatePicker.letters.month'),
    year: t('pickupDatePicker.letters.year'),
  })
  const [time, setTime] = useState(firstSlot.slice(11))
  const [rideClass, setRideClass] = useState<string>()
  const [contact, setContact] = useState({ name: '', email: '', phone: '' })
  const [errors, setErrors] = useState<RideRequestErrors>({})
  const [send, setSend] = useState<SendState>({ status: 'idle' })
  const [estimateAttempt, setEstimateAttempt] = useState(0)
  const [submitCount, setSubmitCount] = useState(0)
  // Set by the first submit (errors come only from one), so the problems' texts are there when they show.
  const [request, setRequest] = useState<RideRequestModule>()
  const form = useRef<HTMLFormElement>(null)
  const estimate = useRideEstimate(api, area.country, pickup, dropoff, estimateAttempt)
  const cities = new Intl.ListFormat(host.locale, { type: 'conjunction' }).format(area.areas.map((entry) => entry.city))

  // After a refused submit the first field with a problem takes the focus: its message is read with it.
  useEffect(() => {
    if (submitCount > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submitCount])

  const sending = useMemo<RideSending>(
    () => ({
      api,
      host,
      country: area.country,
      pattern,
      preloadConfirmation,
      setErrors,
      setSubmitCount,
      setSend,
      setEstimateAttempt,
      onBooked,
    }),
    [api, host, area.country, pattern, onBooked],
  )
  const message = (field: keyof RideRequestErrors): string | undefined => {
    const problem = errors[field]
    return (
      problem &&
      request?.rideProblemText(t, field, problem, { dateText, pattern, readablePattern, timeZone: zone.timeZone, formats: host.formats })
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (send.status === 'sending') return
    const loaded = await loadRideRequest()
    setRequest(() => loaded)
    await loaded.submitRideRequest(
      { pickup, dropoff, dateText, time, rideClass, contact, timeZone: zone.timeZone },
      estimate.status === 'done',
      sending,
    )
  }

  // The way on from a ride leaving the service area: the drop-off field with its text selected, so typing replaces it.
  function changeDropoff() {
    setDropoff(undefined)
    dropoffInput.current?.focus()
    dropoffInput.current?.select()
  }

  const contactErrors = Object.fromEntries(
    (['name', 'email', 'phone'] as RiderField[]).flatMap((field) => (errors[field] ? [[field, message(field)!]] : [])),
  )

  return (
    <form
      ref={form}
      className="rh-form"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadRideRequest().catch(() => undefined)}
      aria-label={t('rideApp.formLabel')}
    >
      <p className="rh-hint rh-area" data-ride-service-area>
        {t('ride.request.serviceArea', { cities })}
      </p>
      <AddressField
        label={t('rideApp.pickup')}
        chosen={pickup}
        onChoose={(place) => {
          setPickup(place)
          setRideClass(undefined)
        }}
        error={message('pickup')}
        cities={cities}
      />
      <AddressField
        ref={dropoffInput}
        label={t('rideApp.dropoff')}
        chosen={dropoff}
        onChoose={(place) => {
          setDropoff(place)
          setRideClass(undefined)
        }}
        error={message('dropoff')}
        cities={cities}
      />
      {estimate.status === 'outside' && pickup && dropoff && (
        <Suspense fallback={null}>
          <OutsideArea pickup={zone.city} dropoff={dropoff.city} onChangeDropoff={changeDropoff} />
        </Suspense>
      )}
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
            data-ride-date
          />
          <p id={`${id}-date-hint`} className="rh-hint">
            {t('pickupDatePicker.formatHint', { pattern: readablePattern })}
          </p>
          {errors.date && (
            <p id={`${id}-date-error`} className="rh-error">
              {message('date')}
            </p>
          )}
        </div>
        <div className="rh-field">
          <label htmlFor={`${id}-time`}>{t('rideApp.time')}</label>
          {/* A select in the market's clock ("14:30" or "2:30 PM"): a native time input shows the browser's clock. */}
          <select
            id={`${id}-time`}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={`${id}-time-hint${errors.time ? ` ${id}-time-error` : ''}`}
            data-ride-time
          >
            {pickupClocks().map((clock) => (
              <option key={clock} value={clock}>
                {formatClockTime(clock, host.formats)}
              </option>
            ))}
          </select>
          <p id={`${id}-time-hint`} className="rh-hint">
            {t('ride.request.timeHint', { minutes: RIDE_LEAD_TIME_MINUTES, city: zone.city })}
          </p>
          {errors.time && (
            <p id={`${id}-time-error`} className="rh-error">
              {message('time')}
            </p>
          )}
        </div>
      </div>
      <RideClassChoice
        state={estimate}
        chosen={rideClass}
        onChoose={setRideClass}
        onRetry={() => setEstimateAttempt((value) => value + 1)}
        error={message('rideClass')}
      />
      <RiderFields values={contact} onChange={(field, value) => setContact((old) => ({ ...old, [field]: value }))} errors={contactErrors} />
      {send.status === 'failed' && (
        <div role="alert" className="rh-alert rh-wide" data-ride-send-error>
          <p>{t(`ride.request.errors.${send.reason}`)}</p>
        </div>
      )}
      <button type="submit" className="rh-button" aria-disabled={send.status === 'sending'} data-ride-submit>
        {send.status === 'sending' ? t('ride.request.sending') : send.status === 'failed' ? t('rideApp.retry') : t('rideApp.submit')}
      </button>
    </form>
  )
}
