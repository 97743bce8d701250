import type { FleetModel, VehicleCategory } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import type { OfferFilters as Filters, OfferSort } from './offerListView.ts'

interface Props {
  choices: { categories: VehicleCategory[]; transmissions: FleetModel['transmission'][]; seats: number[] }
  filters: Filters
  sort: OfferSort
  onFilters: (filters: Filters) => void
  onSort: (sort: OfferSort) => void
}

/**
 * Sort and filters of the offers list as native selects: each has its label, works with the keyboard and
 * a screen reader as any form field does, and changes the list at once (the count below says how many are left).
 */
export function OfferFilters({ choices, filters, sort, onFilters, onSort }: Props) {
  const { t } = useTranslation()
  const set = (change: Partial<Filters>) => onFilters({ ...filters, ...change })
  return (
    <div className="phx-tools">
      <div className="phx-tool">
        <label htmlFor="phx-sort">{t('phoenix.offers.sortLabel')}</label>
        <select id="phx-sort" value={sort} onChange={(event) => onSort(event.target.value as OfferSort)}>
          <option value="priceAsc">{t('phoenix.offers.sort.priceAsc')}</option>
          <option value="priceDesc">{t('phoenix.offers.sort.priceDesc')}</option>
        </select>
      </div>
      <fieldset className="phx-tools-filters">
        <legend className="phx-sr-only">{t('phoenix.offers.filtersLegend')}</legend>
        {choices.categories.length > 1 && (
          <div className="phx-tool">
            <label htmlFor="phx-filter-category">{t('phoenix.offers.category')}</label>
            <select
              id="phx-filter-category"
              value={filters.category ?? ''}
              onChange={(event) => set({ category: (event.target.value || undefined) as VehicleCategory | undefined })}
            >
              <option value="">{t('phoenix.allCategories')}</option>
              {choices.categories.map((category) => (
                <option key={category} value={category}>
                  {t(`vehicleCategories.${category}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {choices.transmissions.length > 1 && (
          <div className="phx-tool">
            <label htmlFor="phx-filter-transmission">{t('phoenix.offers.transmission')}</label>
            <select
              id="phx-filter-transmission"
              value={filters.transmission ?? ''}
              onChange={(event) => set({ transmission: (event.target.value || undefined) as FleetModel['transmission'] | undefined })}
            >
              <option value="">{t('phoenix.offers.anyTransmission')}</option>
              {choices.transmissions.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`phoenix.facts.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {choices.seats.length > 1 && (
          <div className="phx-tool">
            <label htmlFor="phx-filter-seats">{t('phoenix.offers.seats')}</label>
            <select
              id="phx-filter-seats"
              value={filters.minSeats ?? ''}
              onChange={(event) => set({ minSeats: event.target.value ? Number(event.target.value) : undefined })}
            >
              <option value="">{t('phoenix.offers.anySeats')}</option>
              {choices.seats.slice(1).map((count) => (
                <option key={count} value={count}>
                  {t('phoenix.offers.minSeats', { count })}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
    </div>
  )
}
