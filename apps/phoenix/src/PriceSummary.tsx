import type { Money, PriceBreakdown } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { priceLines } from '../../../features/pricing/index.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/**
 * The full price before booking: base, discount, protection, extras, fees, the total with its tax, and the deposit apart.
 * With `priceBar` (the extras and driver steps) a phone also keeps the current total in a bar at the bottom of the
 * screen, whose button brings the visitor to these details (a button, not a link: the funnel's steps live in the hash).
 */
export function PriceSummary({ breakdown, priceBar = false }: { breakdown: PriceBreakdown; priceBar?: boolean }) {
  const { t } = useTranslation()
  const { format } = usePhoenix()
  const showDetails = () => {
    const heading = document.getElementById('phx-price-heading')
    heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }
  const line = (label: string, money: Money, minus = false) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{minus ? `−${format.money(money)}` : format.money(money)}</dd>
    </div>
  )
  return (
    <section className="phx-price" aria-labelledby="phx-price-heading" data-testid="price-breakdown">
      <h2 id="phx-price-heading" tabIndex={-1}>
        {t('phoenix.price.heading')}
      </h2>
      <dl>
        {priceLines(breakdown, t).map(({ label, amount, credit }) => line(label, amount, credit))}
        <div className="phx-price-total">
          <dt>{t('phoenix.price.total')}</dt>
          <dd data-testid="price-total">{format.money(breakdown.total)}</dd>
        </div>
        {line(t('phoenix.price.taxes'), breakdown.taxes)}
      </dl>
      <p className="phx-deposit">{t('phoenix.price.deposit', { amount: format.money(breakdown.deposit) })}</p>
      {priceBar && (
        <div className="phx-price-bar" data-testid="price-bar">
          <p>
            <span>{t('phoenix.price.total')}</span> <strong>{format.money(breakdown.total)}</strong>
          </p>
          <button type="button" className="phx-button phx-secondary" onClick={showDetails}>
            {t('phoenix.priceBar.details')}
          </button>
        </div>
      )}
    </section>
  )
}
