import { useEffect, useRef } from 'react'
import type { Offer, PriceBreakdown, RentalConfiguration } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import type { FunnelDraft } from './funnelDraft.ts'
import { ChosenCar } from './ChosenCar.tsx'
import { usePhoenix } from './PhoenixContext.tsx'
import { PriceSummary } from './PriceSummary.tsx'

interface Props {
  offer: Offer
  config: RentalConfiguration
  draft: FunnelDraft
  onChange: (change: Partial<FunnelDraft>) => void
  breakdown: PriceBreakdown
  onBack: () => void
  onNext: () => void
}

/** Step 2: a protection package (the basic one is included) and extras by the piece, with the price as it grows. */
export function ExtrasStep({ offer, config, draft, onChange, breakdown, onBack, onNext }: Props) {
  const { t } = useTranslation()
  const { format } = usePhoenix()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby="phx-extras-heading">
      <h1 id="phx-extras-heading" ref={heading} tabIndex={-1}>
        {t('phoenix.extrasHeading')}
      </h1>
      <div className="phx-columns">
        <div>
          <ChosenCar offer={offer} />
          <fieldset className="phx-choices">
            <legend>{t('phoenix.protection.legend')}</legend>
            {config.protections.map((protection) => (
              <label key={protection.id} className="phx-choice">
                <input
                  type="radio"
                  name="phx-protection"
                  value={protection.id}
                  checked={draft.protection === protection.id}
                  onChange={() => onChange({ protection: protection.id })}
                />
                <span>
                  <strong>{t(`phoenix.protection.${protection.id}.name`)}</strong>
                  <span>{t('phoenix.protection.deductible', { amount: format.money(protection.deductible) })}</span>
                </span>
                <span className="phx-choice-price">
                  {protection.pricePerDay.amount === 0
                    ? t('phoenix.included')
                    : t('phoenix.pricePerDay', { price: format.money(protection.pricePerDay) })}
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className="phx-choices">
            <legend>{t('phoenix.extras.legend')}</legend>
            {config.extras.map((extra) => {
              const id = `phx-extra-${extra.id}`
              const quantity = draft.extras[extra.id] ?? 0
              const set = (value: number) => onChange({ extras: { ...draft.extras, [extra.id]: value } })
              return (
                <div key={extra.id} className="phx-choice">
                  {extra.maxQuantity === 1 ? (
                    <input id={id} type="checkbox" checked={quantity > 0} onChange={(event) => set(event.target.checked ? 1 : 0)} />
                  ) : (
                    <select id={id} value={quantity} onChange={(event) => set(Number(event.target.value))} aria-describedby={`${id}-price`}>
                      {Array.from({ length: extra.maxQuantity + 1 }, (_, count) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the quantity itself, the option's value
                        <option key={count} value={count}>
                          {count}
                        </option>
                      ))}
                    </select>
                  )}
                  <label htmlFor={id}>
                    <strong>{t(`phoenix.extras.${extra.id}.name`)}</strong>
                    <span>{t(`phoenix.extras.${extra.id}.text`)}</span>
                  </label>
                  <span className="phx-choice-price" id={`${id}-price`}>
                    {t('phoenix.pricePerDay', { price: format.money(extra.pricePerDay) })}
                  </span>
                </div>
              )
            })}
          </fieldset>
        </div>
        <PriceSummary breakdown={breakdown} priceBar />
      </div>
      <div className="phx-actions">
        <button type="button" className="phx-button phx-secondary" onClick={onBack}>
          {t('phoenix.back')}
        </button>
        <button type="button" className="phx-button" onClick={onNext}>
          {t('phoenix.toDriver')}
        </button>
      </div>
    </section>
  )
}
