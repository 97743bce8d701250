import { CardPicture, useTranslation } from '../../../engine/appSdk.ts'
import { tenureOptionsFor, tenurePrice } from '../../../features/plus/index.ts'
import type { SubscriptionCountryOffersV11, SubscriptionOffer } from '../../../features/web-api/index.ts'
import { usePlusSubscribe } from './PlusSubscribeContext.tsx'

/** The slot of an offer's picture (styles.ts `.ps-offers ul`): one column, two from 780 px, three from 1280 px. */
const OFFER_PICTURE_SIZES = '(min-width: 1280px) 33vw, (min-width: 780px) 50vw, 100vw'

/**
 * The offers to subscribe to instead: after the chosen one sold out, when none was chosen (the campaign dialog's way
 * in), or when the address names an offer that does not exist. Choosing one keeps what the visitor entered.
 */
export function OfferChooser({
  offers,
  tenures,
  onChoose,
}: {
  offers: SubscriptionOffer[]
  tenures: SubscriptionCountryOffersV11
  onChoose: (offer: SubscriptionOffer) => void
}) {
  const { t } = useTranslation()
  const { host, money } = usePlusSubscribe()
  return (
    <section aria-labelledby="ps-offers-heading" className="ps-offers">
      <h2 id="ps-offers-heading">{t('plus.subscribe.otherOffers')}</h2>
      <ul>
        {offers.map((offer) => {
          const cheapest = tenureOptionsFor(offer.minimumTermMonths, tenures.tenureOptions).at(-1)
          const from = cheapest ? tenurePrice(offer.monthlyPrice, cheapest) : offer.monthlyPrice
          return (
            <li key={offer.id} className="ps-offer" data-offer={offer.id}>
              <CardPicture image={offer.image} sizes={OFFER_PICTURE_SIZES} />
              <div>
                <h3>{offer.title}</h3>
                <p>{t('plus.subscribe.fromPrice', { price: money(from.amount, from.currency) })}</p>
                <p className="ps-hint">{t(`plus.filters.availability.${offer.availability}`)}</p>
              </div>
              <button type="button" className="ps-button" onClick={() => onChoose(offer)}>
                {t('plus.subscribe.choose', { title: offer.title })}
              </button>
            </li>
          )
        })}
      </ul>
      <p>
        <a href={host.links.start}>{t('plus.subscribe.allOffers')}</a>
      </p>
    </section>
  )
}
