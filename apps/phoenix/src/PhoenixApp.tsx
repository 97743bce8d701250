import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Offer, Reservation } from '../../../engine/shared/api/types.ts'
import { Confirmation } from './Confirmation.tsx'
import { FleetOverview } from './FleetOverview.tsx'
import { OffersStep } from './OffersStep.tsx'
import { usePhoenix } from './PhoenixContext.tsx'
import type { BookingQuery, BookingSearchQuery } from '../../../engine/shared/bookingQuery.ts'
import { useLoad } from './useLoad.ts'

/** The booking funnel: offers for the search, the driver's details, the reservation number. */
export function PhoenixApp({ query }: { query: BookingQuery }) {
  if (!query.search) return <FleetOverview initialCategory={query.category} />
  return <BookingFlow search={query.search} category={query.category} />
}

function BookingFlow({ search, category }: { search: BookingSearchQuery; category: BookingQuery['category'] }) {
  const { t } = useTranslation()
  const { api, host } = usePhoenix()
  const [offer, setOffer] = useState<Offer>()
  const [reservation, setReservation] = useState<Reservation>()
  const branch = useLoad((signal) => api.station({ id: search.branchId }, { signal }), [search.branchId])
  const branchValue = branch.load.status === 'done' ? branch.load.value : undefined
  // The details step is its own chunk; when it cannot be fetched the site takes the visitor back (SPEC §8).
  const ReservationStep = useMemo(
    () =>
      lazy(() =>
        import('./ReservationStep.tsx').catch((error: unknown) => {
          host.reportChunkLoadError(error)
          return new Promise<never>(() => {})
        }),
      ),
    [host],
  )
  const go = (next: () => void) => {
    next()
    window.scrollTo({ top: 0 })
  }

  if (reservation) return <Confirmation reservation={reservation} branchName={branchValue?.name ?? reservation.branchId} />
  if (offer)
    return (
      <Suspense fallback={<p className="phx-loading" role="status">{t('phoenix.loadingStep')}</p>}>
        <ReservationStep search={search} offer={offer} onBack={() => go(() => setOffer(undefined))} onReserved={(created) => go(() => setReservation(created))} />
      </Suspense>
    )
  return <OffersStep search={search} branch={branchValue} initialCategory={category} onChoose={(chosen) => go(() => setOffer(chosen))} />
}
