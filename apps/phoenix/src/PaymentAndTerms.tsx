import { useTranslation } from '../../../engine/appSdk.ts'
import { cancellationTerms, cancellationTermsText } from '../../../features/pricing/index.ts'
import type { PaymentChoice, PriceBreakdown, RentalConfiguration } from '../../../features/web-api/index.ts'
import type { FunnelDraft } from './funnelDraft.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/**
 * The rates (pay now or at pickup) as two choices, each with its price and its cancellation terms in plain words
 * (from the market's RentalConfiguration.rates and the search's pickup time), and the rental terms to accept,
 * linked to the market's terms page.
 */
export function PaymentAndTerms({
  draft,
  onChange,
  termsMissing,
  config,
  pickupAt,
  breakdownAt,
}: {
  draft: FunnelDraft
  onChange: (change: Partial<FunnelDraft>) => void
  termsMissing: boolean
  config: RentalConfiguration
  pickupAt: string
  breakdownAt: (payment: PaymentChoice) => PriceBreakdown
}) {
  const { t } = useTranslation()
  const { host, format } = usePhoenix()
  const atPickup = breakdownAt('pickup')
  const payments = (['pickup', 'now'] as const).filter((payment) => config.rates.some((rate) => rate.id === payment))
  return (
    <>
      <fieldset className="phx-choices phx-rates">
        <legend>{t('phoenix.payment.legend')}</legend>
        {payments.map((payment) => {
          const rate = config.rates.find((candidate) => candidate.id === payment)!
          const price = breakdownAt(payment)
          const saving = { amount: Math.round((atPickup.total.amount - price.total.amount) * 100) / 100, currency: price.total.currency }
          const terms = cancellationTerms(rate, { pickupDate: pickupAt, total: price.total, days: price.days })
          return (
            <label key={payment} className="phx-choice phx-rate" data-testid={`rate-${payment}`}>
              <input
                type="radio"
                name="phx-payment"
                value={payment}
                checked={draft.payment === payment}
                onChange={() => onChange({ payment })}
                aria-describedby={`phx-rate-${payment}-terms`}
              />
              <span>
                <span className="phx-rate-head">
                  <strong>{t(`phoenix.payment.${payment}.name`)}</strong>
                  <strong className="phx-rate-price">{format.money(price.total)}</strong>
                </span>
                <span>{t(`phoenix.payment.${payment}.text`)}</span>
                {saving.amount > 0 && (
                  <span className="phx-rate-saving">{t('phoenix.rates.saving', { amount: format.money(saving) })}</span>
                )}
                <span className="phx-rate-terms" id={`phx-rate-${payment}-terms`}>
                  <span className="phx-visually-hidden">{t('phoenix.rates.termsHeading')}: </span>
                  {cancellationTermsText(t, 'phoenix.rates', format, terms, payment === 'now').map((line) => (
                    <span key={line} className="phx-rate-term">
                      {line}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          )
        })}
      </fieldset>
      <div className="phx-terms">
        <input
          id="phx-terms"
          type="checkbox"
          checked={draft.termsAccepted}
          onChange={(event) => onChange({ termsAccepted: event.target.checked })}
          aria-invalid={termsMissing ? true : undefined}
          aria-describedby={termsMissing ? 'phx-terms-problem' : undefined}
        />
        <label htmlFor="phx-terms">{t('phoenix.terms.accept')}</label>
        {host.links.terms && (
          <a href={host.links.terms} target="_blank" rel="noopener">
            {t('phoenix.terms.link')}
          </a>
        )}
        {termsMissing && (
          <p className="phx-problem" id="phx-terms-problem">
            {t('phoenix.terms.required')}
          </p>
        )}
      </div>
    </>
  )
}
