import { Suspense, useMemo } from 'react'
import type { BookingQuery } from '../../../features/booking-query/index.ts'
import { lazyAppView } from '../../../features/micro-apps/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { BookingFlow } from './BookingFlow.tsx'
import { usePhoenix } from './PhoenixContext.tsx'

const loadFleetOverview = () => import('./FleetOverview.tsx')

/**
 * The booking funnel: offers for the search, extras, the driver's details and payment, the reservation number. Without
 * a search, the fleet overview, in a chunk of its own: a visitor with a search (most arrive from the search form)
 * never runs it.
 */
export function PhoenixApp({ query }: { query: BookingQuery }) {
  const { t } = useTranslation()
  const { host } = usePhoenix()
  const FleetOverview = useMemo(() => lazyAppView(loadFleetOverview, 'FleetOverview', host), [host])
  if (!query.search)
    return (
      <Suspense
        fallback={
          <p className="phx-loading" role="status">
            {t('phoenix.loadingStep')}
          </p>
        }
      >
        <FleetOverview initialCategory={query.category} />
      </Suspense>
    )
  return <BookingFlow search={query.search} category={query.category} />
}
