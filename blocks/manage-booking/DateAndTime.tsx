import { field, fieldError, formatClockTime, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { formatMarketDate, patternForPeople } from '../../features/dates/index.ts'
import type { ChangeForm } from './changeForm.ts'

/** Half-hour steps of a day, "00:00" … "23:30": the times a rental starts or ends at. */
const CLOCKS = Array.from({ length: 48 }, (_, step) => `${String(Math.floor(step / 2)).padStart(2, '0')}:${step % 2 ? '30' : '00'}`)

/**
 * A rental date typed in the market's pattern ("05.12.2031", the booking search's) and a time chosen in the market's
 * clock ("10:00 AM" or "10:00"): the page's formats, not the browser's, as everywhere else on the site.
 */
export function DateAndTime({
  which,
  form,
  badDate,
  onEdit,
}: {
  which: 'pickup' | 'return'
  form: ChangeForm
  badDate: boolean
  onEdit: (change: Partial<ChangeForm>) => void
}) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const [dateKey, timeKey] = [`${which}Date`, `${which}Time`] as const
  const id = (name: string) => `manage-booking-change-${name}`
  const pattern = patternForPeople(env.formats.date, {
    day: t('pickupDatePicker.letters.day'),
    month: t('pickupDatePicker.letters.month'),
    year: t('pickupDatePicker.letters.year'),
  })
  const clocks = CLOCKS.includes(form[timeKey]) ? CLOCKS : [...CLOCKS, form[timeKey]].sort()
  return (
    <>
      <div className={field}>
        <label htmlFor={id(dateKey)}>{t(`manageBooking.change.${dateKey}`)}</label>
        <input
          id={id(dateKey)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          aria-invalid={badDate || undefined}
          aria-describedby={badDate ? id(`${dateKey}-problem`) : undefined}
          value={form[dateKey]}
          onFocus={(event) => event.target.select()}
          onChange={(event) => onEdit({ [dateKey]: event.target.value })}
        />
        {badDate ? (
          <p id={id(`${dateKey}-problem`)} className={fieldError}>
            {t('pickupDatePicker.errorFormat', { pattern, example: formatMarketDate('2031-12-05', env.formats.date) })}
          </p>
        ) : null}
      </div>
      <div className={field}>
        <label htmlFor={id(timeKey)}>{t(`manageBooking.change.${timeKey}`)}</label>
        <select id={id(timeKey)} value={form[timeKey]} onChange={(event) => onEdit({ [timeKey]: event.target.value })}>
          {clocks.map((clock) => (
            <option key={clock} value={clock}>
              {formatClockTime(clock, env.formats)}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
