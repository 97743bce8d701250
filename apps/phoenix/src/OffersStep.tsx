import { useState } from 'react'
import type { BookingSearchQuery } from '../../../features/booking-query/index.ts'
import type { Offer, VehicleCategory } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { CategoryFilter } from './CategoryFilter.tsx'
import { LoadError } from './LoadError.tsx'
import { OfferCard } from './OfferCard.tsx'
import { changeSearchHere } from './openSearchEditor.ts'
import { usePhoenix } from './PhoenixContext.tsx'
import { SearchSummary } from './SearchSummary.tsx'
import type { RentalContext } from './useRentalContext.ts'

/** Step 1: the offers of the branch for the dates, cheapest first, filtered by category. */
export function OffersStep({
  search,
  rental,
  initialCategory,
  onChoose,
}: {
  search: BookingSearchQuery
  rental: RentalContext
  initialCategory: VehicleCategory | undefined
  onChoose: (offer: Offer) => void
}) {
  const { t } = useTranslation()
  const { host } = usePhoenix()
  const [category, setCategory] = useState(initialCategory)
  const { offers } = rental
  const all = offers.status === 'done' ? offers.value : []
  const categories = [...new Set(all.map((offer) => offer.model.category))]
  // A category the branch does not have (a deal link) shows every offer rather than none.
  const chosen = category && categories.includes(category) ? category : undefined
  const shown = all.filter((offer) => !chosen || offer.model.category === chosen)
  const blocked = rental.past
    ? t('phoenix.notices.pastDates')
    : rental.oneWayRefusedBy
      ? t('phoenix.notices.oneWayRefused', { branch: rental.oneWayRefusedBy.name })
      : rental.tooYoungUnder
        ? t('phoenix.notices.tooYoung', { age: rental.tooYoungUnder })
        : undefined
  return (
    <section aria-labelledby="phx-offers-heading">
      <h1 id="phx-offers-heading" tabIndex={-1}>
        {t('phoenix.offersHeading')}
      </h1>
      <SearchSummary search={search} branch={rental.branch} returnBranch={rental.returnBranch} />
      {blocked ? (
        <div className="phx-notice" role="alert">
          <p>{blocked}</p>
          <a className="phx-button phx-secondary" href={host.links.start} onClick={changeSearchHere}>
            {t('phoenix.changeSearch')}
          </a>
        </div>
      ) : (
        <>
          {offers.status === 'loading' && (
            <p className="phx-loading" role="status">
              {t('phoenix.loadingOffers')}
            </p>
          )}
          {offers.status === 'error' && <LoadError error={offers.error} text={t('phoenix.errors.offers')} onRetry={rental.retry} />}
          {offers.status === 'done' && (
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
        </>
      )}
    </section>
  )
}
