import { formatClockTime, type PageEnv, type TFunction } from '../../engine/sdk.ts'
import type { OpeningInterval } from '../web-api/index.ts'

/** "Open 24 hours", or "07:30–18:00" / "7:30 AM–6:00 PM" in the market's clock; "24:00" reads as midnight. */
export function openingHoursText(intervals: OpeningInterval[], formats: PageEnv['formats'], t: TFunction): string {
  if (intervals.length === 1 && intervals[0].open === '00:00' && intervals[0].close === '24:00') return t('locationChooser.open24h')
  const clock = (value: string) => formatClockTime(value === '24:00' ? '00:00' : value, formats) ?? value
  return intervals.map((interval) => `${clock(interval.open)}–${clock(interval.close)}`).join(', ')
}
