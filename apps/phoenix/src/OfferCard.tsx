import type { OfferListPrice } from '../../../features/pricing/index.ts'
import type { Offer } from '../../../features/web-api/index.ts'
import { CardPicture, useTranslation } from '../../../engine/appSdk.ts'
import { ModelFacts } from './ModelFacts.tsx'
import { modelCategoryKey } from './modelCategoryKey.ts'
import { usePhoenix } from './PhoenixContext.tsx'
import { preloadStep } from './useStepChunks.ts'
import { CARD_PICTURE_SIZES } from './cardPictureSizes.ts'

/**
 * One offer of the list with its all-in price (offerListPrice): the total the next step starts from, per
 * day, what it includes, and the promotion with the price before it where the search has one.
 */
export function OfferCard({
  offer,
  price,
  includes,
  onChoose,
}: {
  offer: Offer
  price: OfferListPrice
  /** "Incl. one-way fee and young driver fee": the same for every offer of a search. */
  includes: string
  onChoose: (offer: Offer) => void
}) {
  const { t } = useTranslation()
  const { format } = usePhoenix()
  const { model } = offer
  const headingId = `phx-offer-${offer.id.replace(/[^a-z0-9-]/gi, '-')}`
  const percent = price.breakdown.promotionPercent
  return (
    <li className="phx-card" aria-labelledby={headingId} data-testid="offer-card">
      <CardPicture image={model.image} sizes={CARD_PICTURE_SIZES} />
      <div className="phx-card-body">
        <p className="phx-category">{t(modelCategoryKey(model))}</p>
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
          <strong>{format.money(price.perDay)}</strong> {t('phoenix.perDay')}
        </p>
        {price.beforePromotion && percent !== undefined && (
          <p className="phx-promo">
            <span className="phx-badge">{t('phoenix.offers.promotion', { percent })}</span>{' '}
            <s aria-hidden="true">{format.money(price.beforePromotion)}</s>
            <span className="phx-sr-only">{t('phoenix.offers.wasPrice', { price: format.money(price.beforePromotion) })}</span>
          </p>
        )}
        <p className="phx-total" data-testid="offer-total" data-amount={price.total.amount}>
          {t('phoenix.total', { count: offer.days, price: format.money(price.total) })}
        </p>
        <p className="phx-includes">{includes}</p>
        <button
          type="button"
          className="phx-button"
          onClick={() => onChoose(offer)}
          onPointerEnter={() => preloadStep('extras')}
          onFocus={() => preloadStep('extras')}
          aria-describedby={headingId}
        >
          {t('phoenix.choose')}
        </button>
      </div>
    </li>
  )
}
