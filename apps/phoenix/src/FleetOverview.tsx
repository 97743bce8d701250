import { useState } from 'react'
import { useLoad } from '../../../engine/appSdk.ts'
import type { VehicleCategory } from '../../../features/web-api/index.ts'
import { CardPicture, useTranslation } from '../../../engine/appSdk.ts'
import { CARD_PICTURE_SIZES } from './cardPictureSizes.ts'
import { CategoryFilter } from './CategoryFilter.tsx'
import { LoadError } from './LoadError.tsx'
import { ModelFacts } from './ModelFacts.tsx'
import { usePhoenix } from './PhoenixContext.tsx'

/** Without a search ("See all cars", a deal): the fleet with prices from, and a way to search. */
export function FleetOverview({ initialCategory }: { initialCategory: VehicleCategory | undefined }) {
  const { t } = useTranslation()
  const { api, host, format } = usePhoenix()
  const [category, setCategory] = useState(initialCategory)
  const fleet = useLoad((signal) => api.fleet({ country: host.country.toUpperCase(), currency: host.currency }, { signal }), [])
  const models = fleet.load.status === 'done' ? fleet.load.value : []
  const categories = [...new Set(models.map((model) => model.category))]
  const shown = models.filter((model) => !category || model.category === category)
  return (
    <section aria-labelledby="phx-fleet-heading">
      <h1 id="phx-fleet-heading">{t('phoenix.fleetHeading')}</h1>
      <div className="phx-summary">
        <p>{t('phoenix.noSearch')}</p>
        <a className="phx-button" href={host.links.start}>
          {t('phoenix.startSearch')}
        </a>
      </div>
      {fleet.load.status === 'loading' && (
        <p className="phx-loading" role="status">
          {t('phoenix.loadingFleet')}
        </p>
      )}
      {fleet.load.status === 'error' && <LoadError error={fleet.load.error} text={t('phoenix.errors.fleet')} onRetry={fleet.retry} />}
      {fleet.load.status === 'done' && (
        <>
          <CategoryFilter categories={categories} chosen={category} onChoose={setCategory} />
          <ul className="phx-list">
            {shown.map((model) => (
              <li key={model.id} className="phx-card">
                <CardPicture image={model.image} sizes={CARD_PICTURE_SIZES} />
                <div className="phx-card-body">
                  <p className="phx-category">{t(`vehicleCategories.${model.category}`)}</p>
                  <h2>{t('phoenix.orSimilar', { name: model.name })}</h2>
                  <ModelFacts model={model} />
                </div>
                <div className="phx-card-price">
                  <p>{t('phoenix.fromPerDay', { price: format.money(model.fromPricePerDay) })}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
