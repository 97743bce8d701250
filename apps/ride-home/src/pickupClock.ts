import { earliestPickup } from '../../../features/ride/index.ts'

/** The pickup times offered: every quarter of an hour, as drivers are planned. */
export const PICKUP_STEP_MINUTES = 15

/** Every quarter of an hour of a day, "00:00" to "23:45". */
export function pickupClocks(): string[] {
  const clocks: string[] = []
  for (let minutes = 0; minutes < 24 * 60; minutes += PICKUP_STEP_MINUTES)
    clocks.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`)
  return clocks
}

/** The first quarter hour a ride can be picked up at on the area's clock, "yyyy-MM-ddTHH:mm" (the form's first value). */
export function firstPickupSlot(timeZone: string, now = new Date()): string {
  const earliest = Date.parse(`${earliestPickup(timeZone, now)}:00Z`)
  const step = PICKUP_STEP_MINUTES * 60_000
  return new Date(Math.ceil(earliest / step) * step).toISOString().slice(0, 16)
}
