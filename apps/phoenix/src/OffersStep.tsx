import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Branch, Offer, VehicleCategory } from '../../../engine/shared/api/types.ts'
import { CategoryFilter } from './CategoryFilter.tsx'
import { LoadError } from './LoadError.tsx'
import { OfferCard } from './OfferCard.tsx'
import { usePhoenix } from './PhoenixContext.tsx'
import type { BookingSearchQuery } from '../../../engine/shared/bookingQuery.ts'
import { SearchSummary } from './SearchSummary.tsx'
import { useLoad } from './useLoad.ts'

/** Step 1: the offers of the branch for the dates, cheapest first, filtered by category. */
export function OffersStep({ search, branch, initialCategory, onChoose }: { search: BookingSearchQuery; branch: Branch | undefined; initialCategory: VehicleCategory | undefined; onChoose: (offer: Offer) => void }) {
  const { t } = useTranslation()
  const { api, host } = usePhoenix()
  const [category, setCategory] = useState(initialCategory)
  const offers = useLoad(
    (signal) => api.offers({ branchId: search.branchId, pickupDate: search.pickupAt, returnDate: search.returnAt, currency: host.currency }, { signal }),
    [search.branchId, search.pickupAt, search.returnAt],
  )
  const all = offers.load.status === 'done' ? offers.load.value.offers : []
  const categories = [...new Set(all.map((offer) => offer.model.category))]
  // A category the branch does not have (a deal link) shows every offer rather than none.
  const chosen = category && categories.includes(category) ? category : undefined
  const shown = all.filter((offer) => !chosen || offer.model.category === chosen)
  return (
    <section aria-labelledby="phx-offers-heading">
      <h1 id="phx-offers-heading" tabIndex={-1}>
        {t('phoenix.offersHeading')}
      </h1>
      <SearchSummary search={search} branch={branch} />
      {offers.load.status === 'loading' && (
        <p className="phx-loading" role="status">
          {t('phoenix.loadingOffers')}
        </p>
      )}
      {offers.load.status === 'error' && <LoadError error={offers.load.error} text={t('phoenix.errors.offers')} onRetry={offers.retry} />}
      {offers.load.status === 'done' && (
        <>
          {categories.length > 1 && <CategoryFilter categories={categories} chosen={chosen} onChoose={setCategory} />}
          <p role="status" className="phx-count">
            {shown.length === 0 ? t('phoenix.noOffers') : t('phoenix.offerCount', { count: shown.length })}
          </p>
          <ul className="phx-list">
            {shown.map((offer) => (
              <OfferCard key={offer.id} offer={offer} onChoose={onChoose} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
