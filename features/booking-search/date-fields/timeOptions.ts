import { clockValue } from '../../../engine/sdk.ts'
import type { OpeningInterval } from '../../web-api/index.ts'

/** Pickup and return times are offered every 30 minutes. */
const STEP_MINUTES = 30

const clock = (minutes: number) => clockValue({ hour: Math.floor(minutes / 60), minute: minutes % 60 })

/**
 * The times to offer: every half hour of the day, or, when the branch's hours for the day are known,
 * those within them. The current value stays in the list even outside the hours, so the field never
 * shows something other than what is chosen; the form then says why it cannot be used.
 */
export function timeOptions(intervals: OpeningInterval[] | undefined, current: string): string[] {
  const all = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, index) => clock(index * STEP_MINUTES))
  const open =
    intervals === undefined ? all : all.filter((time) => intervals.some((interval) => interval.open <= time && time <= interval.close))
  return open.includes(current) || current === '' ? open : [...open, current].sort()
}
