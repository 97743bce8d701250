import type { BookingQuery } from '../../../features/booking-query/index.ts'
import { BookingFlow } from './BookingFlow.tsx'
import { FleetOverview } from './FleetOverview.tsx'

/** The booking funnel: offers for the search, extras, the driver's details and payment, the reservation number. */
export function PhoenixApp({ query }: { query: BookingQuery }) {
  if (!query.search) return <FleetOverview initialCategory={query.category} />
  return <BookingFlow search={query.search} category={query.category} />
}
