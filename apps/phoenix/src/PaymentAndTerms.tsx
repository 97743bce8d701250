import { useTranslation } from '../../../engine/appSdk.ts'
import type { FunnelDraft } from './funnelDraft.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/** Pay now or at pickup, and the rental terms to accept, linked to the market's terms page. */
export function PaymentAndTerms({
  draft,
  onChange,
  termsMissing,
}: {
  draft: FunnelDraft
  onChange: (change: Partial<FunnelDraft>) => void
  termsMissing: boolean
}) {
  const { t } = useTranslation()
  const { host } = usePhoenix()
  return (
    <>
      <fieldset className="phx-choices">
        <legend>{t('phoenix.payment.legend')}</legend>
        {(['pickup', 'now'] as const).map((payment) => (
          <label key={payment} className="phx-choice">
            <input
              type="radio"
              name="phx-payment"
              value={payment}
              checked={draft.payment === payment}
              onChange={() => onChange({ payment })}
            />
            <span>
              <strong>{t(`phoenix.payment.${payment}.name`)}</strong>
              <span>{t(`phoenix.payment.${payment}.text`)}</span>
            </span>
          </label>
        ))}
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
