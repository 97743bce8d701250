import { formatClockTime, type PageEnv, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import type { OpeningInterval } from '../web-api/index.ts'
import type { OpeningRow } from './groupBranchesByCity.ts'

/** "Mon" for ISO weekday 1 in the page's locale. */
function weekdayName(isoWeekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, isoWeekday)))
}

function intervalText(interval: OpeningInterval, formats: PageEnv['formats']): string {
  const clock = (value: string) => (value === '24:00' ? formatClockTime('00:00', formats) : formatClockTime(value, formats)) ?? value
  return `${clock(interval.open)}–${clock(interval.close)}`
}

function HoursRow({ row, isToday, markable }: { row: OpeningRow; isToday: boolean; markable?: boolean }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const days =
    row.from === row.to ? weekdayName(row.from, env.locale) : `${weekdayName(row.from, env.locale)}–${weekdayName(row.to, env.locale)}`
  const allDay = row.intervals.length === 1 && row.intervals[0].open === '00:00' && row.intervals[0].close === '24:00'
  const hours =
    row.intervals.length === 0
      ? t('branchDirectory.closed')
      : allDay
        ? t('branchDirectory.allDay')
        : row.intervals.map((interval) => intervalText(interval, env.formats)).join(', ')
  // Today's row is marked for the eye (class) and for screen readers (the word "today" in the term).
  return (
    <>
      <dt
        className={isToday ? 'today' : undefined}
        data-today={isToday || undefined}
        data-weekdays={markable ? `${row.from}-${row.to}` : undefined}
      >
        {days}
        {isToday && <span className="todayLabel"> ({t('branchDirectory.today')})</span>}
      </dt>
      <dd className={isToday ? 'today' : undefined}>{hours}</dd>
    </>
  )
}

/**
 * A branch's week as rows of days with equal hours, in the market's clock ("Mon–Fri 07:30–18:00"); the
 * caller styles the list. `today` (ISO weekday 1 Monday … 7 Sunday) marks the row it falls in. Today is known only in
 * the browser: `markable` writes each row's weekdays into its term (`data-weekdays="1-5"`), so a script there marks
 * the row (markTodaysHours) as this list marks it for `today`.
 */
export function OpeningHoursList({
  rows,
  className,
  today,
  markable,
}: {
  rows: OpeningRow[]
  className?: string
  today?: number
  markable?: boolean
}) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <HoursRow key={row.from} row={row} isToday={today !== undefined && row.from <= today && today <= row.to} markable={markable} />
      ))}
    </dl>
  )
}
