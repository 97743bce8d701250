/** The ride classes a customer can prefer; the ride-home app and the partner take them as they are. */
export const RIDE_CLASSES = ['economy', 'business', 'van'] as const
export type RideClass = (typeof RIDE_CLASSES)[number]

export interface CustomerSettings {
  rideClass: RideClass
  emailReceipts: boolean
}

/** Kept on this device only; the name starts with the essential prefix like the site's own preferences. */
export const SETTINGS_KEY = 'sx_customerSettings'
export const DEFAULT_SETTINGS: CustomerSettings = { rideClass: 'economy', emailReceipts: true }

/** Stored settings, field by field: anything unreadable (garbage, another shape, an unknown class) is the default. */
export function readCustomerSettings(raw: string | null | undefined): CustomerSettings {
  let stored: unknown
  try {
    stored = raw ? JSON.parse(raw) : undefined
  } catch {
    stored = undefined
  }
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  return {
    rideClass: (RIDE_CLASSES as readonly unknown[]).includes(value.rideClass) ? (value.rideClass as RideClass) : DEFAULT_SETTINGS.rideClass,
    emailReceipts: typeof value.emailReceipts === 'boolean' ? value.emailReceipts : DEFAULT_SETTINGS.emailReceipts,
  }
}
