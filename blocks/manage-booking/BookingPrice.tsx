import { formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { priceLines } from '../../features/pricing/index.ts'
import type { PriceBreakdown } from '../../features/web-api/index.ts'

/** The booked price line by line, as the confirmation shows it (features/pricing/priceBreakdown.ts computed it). */
export function BookingPrice({ breakdown, heading }: { breakdown: PriceBreakdown; heading: string }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const money = (amount: PriceBreakdown['total']) => formatPrice(amount, env)
  const lines = priceLines(breakdown, t).map(({ label, amount, credit }): [string, string] => [
    label,
    credit ? `−${money(amount)}` : money(amount),
  ])
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
