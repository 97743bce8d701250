import { styled } from '@linaria/react'
import { useState } from 'react'
import {
  color,
  formatNumber,
  formatPrice,
  intlLocaleOf,
  primaryActionStyles,
  radius,
  space,
  usePageEnv,
  useTranslation,
  CardPicture,
  useElementId,
} from '../../engine/sdk.ts'
import type { SubscriptionOffer, TenureOption } from '../../features/web-api/index.ts'
import { engineOf, tenureOptionsFor, tenurePrice } from '../../features/plus/index.ts'

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${color.background};
  img {
    display: block;
    width: 100%;
    height: auto;
    background: ${color.surface};
  }
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.xs} ${space.md};
    margin: 0;
    font-size: 0.9375rem;
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.md};
  flex: 1;
`

const Tags = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  span {
    padding: 2px ${space.sm};
    border-radius: ${radius.round};
    background: ${color.surface};
    border: 1px solid ${color.border};
    font-size: 0.875rem;
  }
`

const Price = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
`

const Toggle = styled.button`
  align-self: flex-start;
  text-align: left;
  min-height: 48px;
  padding: ${space.sm} 0;
  border: 0;
  background: none;
  color: ${color.accentText};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`

const Subscribe = styled.a`
  ${primaryActionStyles}
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  margin: ${space.sm} 0;
  text-decoration: none;
`

/** One offer (SPEC §3): type, engine, body, price per month, fee, minimum term, refund bonus, licence, rating; details hold the terms. */
export function OfferCard({
  offer,
  tenureOptions,
  subscribeHref,
}: {
  offer: SubscriptionOffer
  tenureOptions: TenureOption[]
  /** The subscription journey (issue 26), where the page names it. */
  subscribeHref?: string
}) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const [open, setOpen] = useState(false)
  const detailsId = useElementId()
  const price = (money: SubscriptionOffer['monthlyPrice']) => formatPrice(money, env)
  const number = (value: number, digits = 0) => formatNumber(value, intlLocaleOf(env), env.formats, digits)
  const isCargo = offer.vehicleType !== 'P'
  // A van's body type often reads like its vehicle type ("Van", "Van"): each word once.
  const tags = [
    ...new Set([
      t(`plus.offer.vehicleType.${offer.vehicleType}`),
      t(`plus.offer.engine.${engineOf(offer)}`),
      t(`plus.offer.bodyType.${offer.bodyType}`),
      t(`plus.offer.transmission.${offer.transmission}`),
    ]),
  ]
  return (
    <Card data-offer={offer.id}>
      <CardPicture image={offer.image} />
      <Body>
        <h3>{offer.title}</h3>
        <Tags>
          {tags.map((tag) => (
            <span key={tag}>{tag}</span>
          ))}
        </Tags>
        <Price>{t('plus.offer.perMonth', { price: price(offer.monthlyPrice) })}</Price>
        <dl>
          <dt>{t(`plus.offer.fee.${offer.fee.kind}`)}</dt>
          <dd>{price(offer.fee.amount)}</dd>
          <dt>{t('plus.offer.minimumTerm')}</dt>
          <dd>
            {offer.minimumTermMonths === 0 ? t('plus.offer.flexibleTerm') : t('plus.offer.months', { months: offer.minimumTermMonths })}
          </dd>
          <dt>{t('plus.offer.availability')}</dt>
          <dd>{t(`plus.filters.availability.${offer.availability}`)}</dd>
          <dt>{t('plus.offer.licence')}</dt>
          <dd>{offer.licenceCategory}</dd>
          {isCargo && offer.payloadKg !== undefined ? (
            <>
              <dt>{t('plus.offer.payload')}</dt>
              <dd>{`${number(offer.payloadKg)} kg`}</dd>
            </>
          ) : null}
          {isCargo && offer.loadspaceM3 !== undefined ? (
            <>
              <dt>{t('plus.offer.loadspace')}</dt>
              <dd>{`${number(offer.loadspaceM3, Number.isInteger(offer.loadspaceM3) ? 0 : 1)} m³`}</dd>
            </>
          ) : null}
          {offer.rating ? (
            <>
              <dt>{t('plus.offer.rating')}</dt>
              <dd>{t('plus.offer.ratingValue', { average: number(offer.rating.average, 1), total: offer.rating.count })}</dd>
            </>
          ) : null}
        </dl>
        {offer.loyaltyRefundAfterMonths ? <p>{t('plus.offer.loyaltyRefund', { months: offer.loyaltyRefundAfterMonths })}</p> : null}
        {subscribeHref && (
          <Subscribe href={`${subscribeHref}?offer=${encodeURIComponent(offer.id)}`} data-subscribe={offer.id}>
            {t('plus.subscribe.cta', { title: offer.title })}
          </Subscribe>
        )}
        <Toggle type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          {t('plus.offer.details', { title: offer.title })}
        </Toggle>
        <div id={detailsId} hidden={!open} data-offer-details="">
          <h4>{t('plus.offer.termsHeading')}</h4>
          <ul>
            {tenureOptionsFor(offer.minimumTermMonths, tenureOptions).map((option) => (
              <li key={option.id}>
                {option.minimumMonths === 0
                  ? t('plus.offer.tenure.flexible', { days: option.renewalDays, price: price(tenurePrice(offer.monthlyPrice, option)) })
                  : t('plus.offer.tenure.minimum', {
                      months: option.minimumMonths,
                      days: option.renewalDays,
                      price: price(tenurePrice(offer.monthlyPrice, option)),
                    })}
              </li>
            ))}
            <li>{t('plus.offer.driverAge', { age: offer.minimumDriverAge })}</li>
            <li>{t('plus.offer.seats', { seats: offer.seats })}</li>
          </ul>
        </div>
      </Body>
    </Card>
  )
}
