import { useTranslation } from '../../../engine/appSdk.ts'
import { type CampaignBenefit, subscriptionPrice } from '../../../features/plus/index.ts'
import type { SubscriptionOffer } from '../../../features/web-api/index.ts'
import type { JourneyData } from './DetailsStep.tsx'
import { usePlusSubscribe } from './PlusSubscribeContext.tsx'
import type { SubscriptionDraft } from './subscriptionDraft.ts'

/**
 * The price per month with every fee, as the API will charge it: the one formula of features/plus/subscriptionPrice.ts
 * on the visitor's choices (term, mileage, delivery, the campaign benefit of the email).
 */
export function PriceSummary({
  offer,
  data,
  draft,
  benefit,
}: {
  offer: SubscriptionOffer
  data: JourneyData
  draft: SubscriptionDraft
  benefit: CampaignBenefit | undefined
}) {
  const { t } = useTranslation()
  const { money } = usePlusSubscribe()
  const tenure = data.tenures.tenureOptions.find((option) => option.id === draft.tenureId)
  const mileage = data.tenures.mileagePackages.find((option) => option.id === draft.mileageId)
  if (!tenure || !mileage) return null
  const price = subscriptionPrice(offer, { tenure, mileage, handover: draft.handover, deliveryFee: data.tenures.deliveryFee, benefit })
  const m = (amount: number) => money(amount, price.currency)
  return (
    <aside className="ps-price" aria-labelledby="ps-price-heading" data-price-monthly={price.monthly}>
      <h2 id="ps-price-heading">{t('plus.subscribe.price.heading')}</h2>
      <p className="ps-price-title">{offer.title}</p>
      <dl>
        <div>
          <dt>{t('plus.subscribe.price.base')}</dt>
          <dd>{m(price.base)}</dd>
        </div>
        {price.termDiscount > 0 && (
          <div>
            <dt>{t('plus.subscribe.price.termDiscount', { percent: price.termDiscountPercent })}</dt>
            <dd>−{m(price.termDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('plus.subscribe.price.mileage')}</dt>
          <dd>{m(price.mileage)}</dd>
        </div>
        <div className="ps-price-total">
          <dt>{t('plus.subscribe.price.monthly')}</dt>
          <dd data-monthly>{m(price.monthly)}</dd>
        </div>
        {price.campaign && (
          <div className="ps-price-campaign">
            <dt>{t('plus.subscribe.price.campaign', { months: price.campaign.months, percent: price.campaign.percent })}</dt>
            <dd>{m(price.campaign.monthly)}</dd>
          </div>
        )}
        <div>
          <dt>{t(`plus.subscribe.price.fee.${price.fee.kind}`)}</dt>
          <dd>{m(price.fee.amount)}</dd>
        </div>
        {price.delivery > 0 && (
          <div>
            <dt>{t('plus.subscribe.price.delivery')}</dt>
            <dd>{m(price.delivery)}</dd>
          </div>
        )}
        <div className="ps-price-due">
          <dt>{t('plus.subscribe.price.dueAtStart')}</dt>
          <dd>{m(price.dueAtStart)}</dd>
        </div>
      </dl>
      <p className="ps-hint">{t('plus.subscribe.price.renewal', { days: tenure.renewalDays })}</p>
    </aside>
  )
}
