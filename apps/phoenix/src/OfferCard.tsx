import type { Offer } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { ModelFacts } from './ModelFacts.tsx'
import { usePhoenix } from './PhoenixContext.tsx'

export function OfferCard({ offer, onChoose }: { offer: Offer; onChoose: (offer: Offer) => void }) {
  const { t } = useTranslation()
  const { format } = usePhoenix()
  const { model } = offer
  const headingId = `phx-offer-${offer.id.replace(/[^a-z0-9-]/gi, '-')}`
  return (
    <li className="phx-card" aria-labelledby={headingId}>
      <img src={model.image.url} width={model.image.width} height={model.image.height} alt="" loading="lazy" />
      <div className="phx-card-body">
        <p className="phx-category">{t(`vehicleCategories.${model.category}`)}</p>
        <h3 id={headingId}>{t('phoenix.orSimilar', { name: model.name })}</h3>
        <ModelFacts model={model} />
        <p className="phx-mileage">
          {offer.includedDistance === null
            ? t('phoenix.unlimitedDistance')
            : t('phoenix.includedDistance', { distance: offer.includedDistance, unit: offer.distanceUnit })}
        </p>
      </div>
      <div className="phx-card-price">
        <p>
          <strong>{format.money(offer.pricePerDay)}</strong> {t('phoenix.perDay')}
        </p>
        <p className="phx-total">{t('phoenix.total', { count: offer.days, price: format.money(offer.total) })}</p>
        <button type="button" className="phx-button" onClick={() => onChoose(offer)} aria-describedby={headingId}>
          {t('phoenix.choose')}
        </button>
      </div>
    </li>
  )
}
