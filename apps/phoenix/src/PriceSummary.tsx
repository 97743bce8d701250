import type { Money, PriceBreakdown } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/** The full price before booking: base, discount, protection, extras, fees, the total with its tax, and the deposit apart. */
export function PriceSummary({ breakdown }: { breakdown: PriceBreakdown }) {
  const { t } = useTranslation()
  const { format } = usePhoenix()
  const line = (label: string, money: Money, minus = false) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{minus ? `−${format.money(money)}` : format.money(money)}</dd>
    </div>
  )
  return (
    <section className="phx-price" aria-labelledby="phx-price-heading" data-testid="price-breakdown">
      <h2 id="phx-price-heading">{t('phoenix.price.heading')}</h2>
      <dl>
        {line(t('phoenix.price.base'), breakdown.base)}
        {breakdown.discount.amount > 0 &&
          line(t('phoenix.price.discount', { percent: breakdown.promotionPercent }), breakdown.discount, true)}
        {(breakdown.rateDiscount?.amount ?? 0) > 0 &&
          line(t('phoenix.price.rateDiscount', { percent: breakdown.rateDiscountPercent }), breakdown.rateDiscount!, true)}
        {breakdown.protection.amount > 0 && line(t('phoenix.price.protection'), breakdown.protection)}
        {breakdown.extras.map((extra) =>
          line(t('phoenix.price.extra', { name: t(`phoenix.extras.${extra.id}.name`), quantity: extra.quantity }), extra.total),
        )}
        {breakdown.oneWayFee.amount > 0 && line(t('phoenix.price.oneWayFee'), breakdown.oneWayFee)}
        {breakdown.youngDriverFee.amount > 0 && line(t('phoenix.price.youngDriverFee'), breakdown.youngDriverFee)}
        <div className="phx-price-total">
          <dt>{t('phoenix.price.total')}</dt>
          <dd data-testid="price-total">{format.money(breakdown.total)}</dd>
        </div>
        {line(t('phoenix.price.taxes'), breakdown.taxes)}
      </dl>
      <p className="phx-deposit">{t('phoenix.price.deposit', { amount: format.money(breakdown.deposit) })}</p>
    </section>
  )
}
