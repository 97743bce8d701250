import { useRef, useState } from 'react'
import type { BookingSearchQuery } from '../../../features/booking-query/index.ts'
import { DEFAULT_DRIVER_AGE, offerListPrice, type ListSearch } from '../../../features/pricing/index.ts'
import type { Offer, VehicleCategory } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { LoadError } from './LoadError.tsx'
import { NoTrucksNotice } from './NoTrucksNotice.tsx'
import { OfferCard } from './OfferCard.tsx'
import { OfferFilters } from './OfferFilters.tsx'
import { filterChoices, hasFilters, sortAndFilter, type OfferFilters as Filters, type OfferSort } from './offerListView.ts'
import { changeSearchHere } from './openSearchEditor.ts'
import { usePhoenix } from './PhoenixContext.tsx'
import { SearchSummary } from './SearchSummary.tsx'
import type { RentalContext } from './useRentalContext.ts'

/** The fees every offer of a search includes, said once per card: "Incl. one-way fee and young driver fee". */
function includesKey(fees: { oneWay: boolean; youngDriver: boolean }): string {
  if (fees.oneWay && fees.youngDriver) return 'phoenix.offers.includes.both'
  if (fees.oneWay) return 'phoenix.offers.includes.oneWay'
  if (fees.youngDriver) return 'phoenix.offers.includes.youngDriver'
  return 'phoenix.offers.includes.none'
}

/** Step 1: the offers of the branch for the dates at their all-in price, sorted by it and filtered by gearbox, seats and category. */
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
  const [filters, setFilters] = useState<Filters>({ category: initialCategory })
  const [sort, setSort] = useState<OfferSort>('priceAsc')
  const toolsRef = useRef<HTMLDivElement>(null)
  const { offers, branch } = rental
  const config = rental.config.status === 'done' ? rental.config.value : undefined
  const listSearch: ListSearch = {
    driverAge: search.driverAge ?? DEFAULT_DRIVER_AGE,
    oneWay: Boolean(search.returnBranchId),
    ...(search.promo ? { promo: search.promo } : {}),
  }
  // A handful of offers: priced on each render, no memo needed.
  const all =
    offers.status === 'done' && config && branch
      ? offers.value.map((offer) => {
          const price = offerListPrice(offer, config, listSearch, branch.type)
          return { offer, model: offer.model, allIn: price.total, price }
        })
      : []
  const choices = filterChoices(all)
  // A category the branch does not have (a deal link) shows every offer rather than none.
  const applied: Filters = {
    ...filters,
    category: filters.category && choices.categories.includes(filters.category) ? filters.category : undefined,
  }
  const shown = sortAndFilter(all, applied, sort)
  const first = all[0]?.price.breakdown
  const includes = t(includesKey({ oneWay: (first?.oneWayFee.amount ?? 0) > 0, youngDriver: (first?.youngDriverFee.amount ?? 0) > 0 }))
  const resetFilters = () => {
    setFilters({})
    toolsRef.current?.querySelector('select')?.focus()
  }
  const blocked = rental.past
    ? t('phoenix.notices.pastDates')
    : rental.oneWayRefusedBy
      ? t('phoenix.notices.oneWayRefused', { branch: rental.oneWayRefusedBy.name })
      : rental.tooYoungUnder
        ? t('phoenix.notices.tooYoung', { age: rental.tooYoungUnder })
        : undefined
  const ready = offers.status === 'done' && all.length === offers.value.length
  return (
    <section aria-labelledby="phx-offers-heading" className="phx-offers">
      <h1 id="phx-offers-heading" tabIndex={-1}>
        {t(search.productLine === 'rent-truck' ? 'phoenix.trucks.offersHeading' : 'phoenix.offersHeading')}
      </h1>
      <SearchSummary search={search} branch={rental.branch} returnBranch={rental.returnBranch} />
      {rental.noTrucksAt ? (
        <NoTrucksNotice branch={rental.noTrucksAt} search={search} />
      ) : blocked ? (
        <div className="phx-notice" role="alert">
          <p>{blocked}</p>
          <a className="phx-button phx-secondary" href={host.links.start} onClick={changeSearchHere}>
            {t('phoenix.changeSearch')}
          </a>
        </div>
      ) : (
        <>
          {(offers.status === 'loading' || (offers.status === 'done' && !ready)) && (
            <p className="phx-loading" role="status">
              {t('phoenix.loadingOffers')}
            </p>
          )}
          {offers.status === 'error' && <LoadError error={offers.error} text={t('phoenix.errors.offers')} onRetry={rental.retry} />}
          {ready && (
            <>
              {all.length > 1 && (
                <div ref={toolsRef}>
                  <OfferFilters choices={choices} filters={applied} sort={sort} onFilters={setFilters} onSort={setSort} />
                </div>
              )}
              <p role="status" className="phx-count">
                {all.length === 0
                  ? t('phoenix.noOffers')
                  : shown.length === 0
                    ? t('phoenix.offers.noMatch')
                    : t('phoenix.offerCount', { count: shown.length })}
              </p>
              {all.length === 0 && (
                <a className="phx-button phx-secondary" href={host.links.start} onClick={changeSearchHere}>
                  {t('phoenix.changeSearch')}
                </a>
              )}
              {all.length > 0 && shown.length === 0 && hasFilters(applied) && (
                <div className="phx-exhausted" data-testid="offers-exhausted">
                  <button type="button" className="phx-button phx-secondary" onClick={resetFilters}>
                    {t('phoenix.offers.resetFilters')}
                  </button>
                </div>
              )}
              <ul className="phx-list">
                {shown.map(({ offer, price }) => (
                  <OfferCard key={offer.id} offer={offer} price={price} includes={includes} onChoose={onChoose} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  )
}
