import type { SeededBranch } from './branches.ts'

/** The earliest clock on Earth (UTC−12): a time already past there is past at every branch. */
const EARLIEST_CLOCK_OFFSET_MS = -12 * 3600 * 1000

/**
 * The local date and time at a branch now, "yyyy-MM-ddTHH:mm" like a pickup date (the branch's clock, SPEC §7): its
 * own time zone, else its market's (api/seed/markets/<country>.json "timeZone"). A market without one gets the
 * earliest clock on Earth, which never calls a pickup past that is still ahead at the branch.
 */
export function branchClockNow(entry: Pick<SeededBranch, 'seed' | 'market'>, now = new Date()): string {
  const timeZone = entry.seed.timeZone ?? entry.market.timeZone
  if (!timeZone) return new Date(now.getTime() + EARLIEST_CLOCK_OFFSET_MS).toISOString().slice(0, 16)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}
