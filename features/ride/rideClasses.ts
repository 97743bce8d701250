/**
 * The ride classes a rider chooses from (issue 26), saloons from plain to finest, then the van, with what each
 * carries: the estimate prices each (api/model/rideFare.ts) and the ride-home app names them (translations
 * ride.request.classes.<class>, mail texts rideConfirmation.classes.<class>).
 */
export const RIDE_CLASSES = ['economy', 'business', 'first', 'van'] as const
export type RideClass = (typeof RIDE_CLASSES)[number]

export const RIDE_CLASS_CAPACITY: Record<RideClass, { passengers: number; bags: number }> = {
  economy: { passengers: 3, bags: 2 },
  business: { passengers: 3, bags: 2 },
  first: { passengers: 3, bags: 2 },
  van: { passengers: 6, bags: 6 },
}

export function isRideClass(value: unknown): value is RideClass {
  return typeof value === 'string' && (RIDE_CLASSES as readonly string[]).includes(value)
}
