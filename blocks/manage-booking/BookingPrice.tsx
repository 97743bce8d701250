import { formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import type { PriceBreakdown } from '../../features/web-api/index.ts'

/** The booked price line by line, as the confirmation shows it (features/pricing/priceBreakdown.ts computed it). */
export function BookingPrice({ breakdown, heading }: { breakdown: PriceBreakdown; heading: string }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const money = (amount: PriceBreakdown['total']) => formatPrice(amount, env)
  const lines: [string, string][] = [
    [t('phoenix.price.base'), money(breakdown.base)],
    ...(breakdown.discount.amount > 0
      ? [[t('phoenix.price.discount', { percent: breakdown.promotionPercent ?? '' }), `−${money(breakdown.discount)}`] as [string, string]]
      : []),
    ...(breakdown.protection.amount > 0 ? [[t('phoenix.price.protection'), money(breakdown.protection)] as [string, string]] : []),
    ...breakdown.extras.map(
      (line) =>
        [t('phoenix.price.extra', { name: t(`phoenix.extras.${line.id}.name`), quantity: line.quantity }), money(line.total)] as [
          string,
          string,
        ],
    ),
    ...(breakdown.oneWayFee.amount > 0 ? [[t('phoenix.price.oneWayFee'), money(breakdown.oneWayFee)] as [string, string]] : []),
    ...(breakdown.youngDriverFee.amount > 0
      ? [[t('phoenix.price.youngDriverFee'), money(breakdown.youngDriverFee)] as [string, string]]
      : []),
  ]
  return (
    <section className="price" aria-label={heading}>
      <h3>{heading}</h3>
      <dl>
        {lines.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div data-total="">
          <dt>{t('phoenix.price.total')}</dt>
          <dd>{money(breakdown.total)}</dd>
        </div>
        <div>
          <dt>{t('phoenix.price.taxes')}</dt>
          <dd>{money(breakdown.taxes)}</dd>
        </div>
      </dl>
      <p>{t('phoenix.price.deposit', { amount: money(breakdown.deposit) })}</p>
    </section>
  )
}
