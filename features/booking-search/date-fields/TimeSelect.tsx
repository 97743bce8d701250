import { field, fieldError, formatClockTime, usePageEnv, useTranslation } from '../../../engine/sdk.ts'
import type { OpeningInterval } from '../../web-api/index.ts'
import { openingHoursText } from '../../opening-hours/index.ts'
import { hint, select } from './dateFieldStyles.ts'
import { timeOptions } from './timeOptions.ts'

interface Props {
  id: string
  label: string
  value: string
  /** The branch's hours on the chosen day, when a branch and a day are chosen. */
  hours: OpeningInterval[] | undefined
  problem?: string
  onChange: (clock: string) => void
}

/** A time of day every half hour, written in the market's clock ("12:30" or "12:30 PM"), whatever the browser's own clock. */
export function TimeSelect({ id, label, value, hours, problem, onChange }: Props) {
  const { t } = useTranslation()
  const { formats } = usePageEnv()
  const open = hours && hours.length > 0 ? hours : undefined
  const describedBy = [open && `${id}-hours`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${field} ${select}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
      >
        {timeOptions(open, value).map((clock) => (
          <option key={clock} value={clock}>
            {formatClockTime(clock, formats)}
          </option>
        ))}
      </select>
      {open && (
        <p className={hint} id={`${id}-hours`}>
          {t('pickupDatePicker.openingHours', { hours: openingHoursText(open, formats, t) })}
        </p>
      )}
      {problem && (
        <p className={fieldError} id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
