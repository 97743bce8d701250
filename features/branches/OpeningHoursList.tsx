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

function HoursRow({ row, markable }: { row: OpeningRow; markable?: boolean }) {
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
  return (
    <>
      <dt data-weekdays={markable ? `${row.from}-${row.to}` : undefined}>{days}</dt>
      <dd>{hours}</dd>
    </>
  )
}

/**
 * A branch's week as rows of days with equal hours, in the market's clock ("Mon–Fri 07:30–18:00"); the
 * caller styles the list. Today is known only in the browser: `markable` writes each row's weekdays into its term
 * (`data-weekdays="1-5"`), so a script there marks today's row (markTodaysHours.ts).
 */
export function OpeningHoursList({ rows, className, markable }: { rows: OpeningRow[]; className?: string; markable?: boolean }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <HoursRow key={row.from} row={row} markable={markable} />
      ))}
    </dl>
  )
}
