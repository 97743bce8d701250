import { type FormEvent, useId } from 'react'
import { formatIsoDate, todayIso, useTranslation } from '../../../engine/appSdk.ts'
import { formatMarketDate, patternForPeople } from '../../../features/dates/index.ts'
import { availabilityWindow, type CampaignBenefit, campaignEmailProblem, tenureOptionsFor } from '../../../features/plus/index.ts'
import type { SubscriptionBranch, SubscriptionCountryOffersV11, SubscriptionOffer } from '../../../features/web-api/index.ts'
import { Field } from './Field.tsx'
import { focusFirstProblem } from './focusFirstProblem.ts'
import { usePlusSubscribe } from './PlusSubscribeContext.tsx'
import { PriceSummary } from './PriceSummary.tsx'
import { problemText } from './problemText.ts'
import { DETAILS_FIELDS, type DraftProblems, detailsProblems, type SubscriptionDraft } from './subscriptionDraft.ts'

export interface JourneyData {
  offers: SubscriptionOffer[]
  tenures: SubscriptionCountryOffersV11
  branches: SubscriptionBranch[]
}

type Benefit = CampaignBenefit & { expiresOn: string }

/**
 * The step 'Subscription Details' (SPEC §4): term, mileage, delivery or pickup, the start day within the offer's
 * availability, and the email, whose campaign benefit (if it registered) shows here and in the price.
 */
export function DetailsStep({
  offer,
  data,
  draft,
  onChange,
  problems,
  onProblems,
  benefit,
  onBenefit,
  onDone,
}: {
  offer: SubscriptionOffer
  data: JourneyData
  draft: SubscriptionDraft
  onChange: (draft: SubscriptionDraft) => void
  problems: DraftProblems
  onProblems: (problems: DraftProblems) => void
  benefit: Benefit | undefined
  onBenefit: (benefit: Benefit | undefined) => void
  onDone: () => void
}) {
  const { t } = useTranslation()
  const { api, host, money, day, miles } = usePlusSubscribe()
  const id = useId()
  const pattern = host.formats.date
  const today = todayIso()
  const window = availabilityWindow(offer.availability, today)
  const currency = offer.monthlyPrice.currency
  const readable = patternForPeople(pattern, {
    day: t('pickupDatePicker.letters.day'),
    month: t('pickupDatePicker.letters.month'),
    year: t('pickupDatePicker.letters.year'),
  })
  const values = {
    pattern: readable,
    example: formatMarketDate(window.earliest, pattern),
    earliest: day(window.earliest),
    latest: day(window.latest),
  }
  const set = <K extends keyof SubscriptionDraft>(field: K, value: SubscriptionDraft[K]) => {
    onChange({ ...draft, [field]: value })
    if (problems[field]) onProblems({ ...problems, [field]: undefined })
  }
  const branches = data.branches.filter((branch) => offer.branchIds.includes(branch.id))

  // SPEC §4: the benefit of the campaign registration shows here for the same email.
  const checkBenefit = async (email: string) => {
    if (campaignEmailProblem(email)) return onBenefit(undefined)
    const answer = await api.campaignBenefit({ email: email.trim(), country: host.country.toUpperCase() })
    onBenefit(answer.ok && answer.value.benefit ? answer.value.benefit : undefined)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = detailsProblems(draft, offer, today, pattern)
    onProblems(found)
    if (Object.keys(found).length > 0) return focusFirstProblem(event.currentTarget, DETAILS_FIELDS, found)
    void checkBenefit(draft.email)
    onDone()
  }

  return (
    <div className="ps-layout">
      <form className="ps-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t('plus.subscribe.steps.details')}</h2>
        <fieldset className="ps-choices" data-field="tenureId">
          <legend>{t('plus.subscribe.term.legend')}</legend>
          {tenureOptionsFor(offer.minimumTermMonths, data.tenures.tenureOptions).map((option) => (
            <label key={option.id} className="ps-choice">
              <input
                type="radio"
                name={`${id}-tenure`}
                value={option.id}
                checked={draft.tenureId === option.id}
                onChange={() => set('tenureId', option.id)}
              />
              <span>
                {option.minimumMonths === 0
                  ? t('plus.subscribe.term.flexible', { days: option.renewalDays })
                  : t('plus.subscribe.term.minimum', { months: option.minimumMonths, days: option.renewalDays })}
                {option.monthlyDiscountPercent > 0 && (
                  <small>{t('plus.subscribe.term.discount', { percent: option.monthlyDiscountPercent })}</small>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="ps-choices" data-field="mileageId">
          <legend>{t('plus.subscribe.mileage.legend')}</legend>
          {data.tenures.mileagePackages.map((option) => (
            <label key={option.id} className="ps-choice">
              <input
                type="radio"
                name={`${id}-mileage`}
                value={option.id}
                checked={draft.mileageId === option.id}
                onChange={() => set('mileageId', option.id)}
              />
              <span>
                {t(miles ? 'plus.subscribe.mileage.miles' : 'plus.subscribe.mileage.km', {
                  distance: (miles ? option.milesPerMonth : option.kmPerMonth).toLocaleString(host.locale),
                })}
                <small>
                  {option.monthlyPrice.amount === 0
                    ? t('plus.subscribe.mileage.included')
                    : t('plus.subscribe.mileage.surcharge', { price: money(option.monthlyPrice.amount, option.monthlyPrice.currency) })}
                </small>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="ps-choices" data-field="handover">
          <legend>{t('plus.subscribe.handover.legend')}</legend>
          <label className="ps-choice">
            <input type="radio" name={`${id}-handover`} checked={draft.handover === 'pickup'} onChange={() => set('handover', 'pickup')} />
            <span>{t('plus.subscribe.handover.pickup')}</span>
          </label>
          <label className="ps-choice">
            <input
              type="radio"
              name={`${id}-handover`}
              checked={draft.handover === 'delivery'}
              onChange={() => set('handover', 'delivery')}
            />
            <span>{t('plus.subscribe.handover.delivery', { price: money(data.tenures.deliveryFee.amount, currency) })}</span>
          </label>
        </fieldset>
        {draft.handover === 'pickup' ? (
          <div className="ps-field">
            <label htmlFor={`${id}-branch`}>{t('plus.subscribe.branch')}</label>
            <select
              id={`${id}-branch`}
              name="branchId"
              value={draft.branchId}
              onChange={(event) => set('branchId', event.target.value)}
              aria-invalid={problems.branchId ? true : undefined}
              aria-describedby={problems.branchId ? `${id}-branch-problem` : undefined}
            >
              <option value="">{t('plus.subscribe.branchChoose')}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}, {branch.city}
                </option>
              ))}
            </select>
            {problems.branchId && (
              <p className="ps-problem" id={`${id}-branch-problem`}>
                {problemText(t, problems.branchId)}
              </p>
            )}
          </div>
        ) : (
          <div className="ps-address">
            <Field
              name="street"
              label={t('plus.subscribe.street')}
              autoComplete="street-address"
              value={draft.street}
              onValue={(value) => set('street', value)}
              problem={problemText(t, problems.street)}
            />
            <Field
              name="postalCode"
              label={t('plus.subscribe.postalCode')}
              autoComplete="postal-code"
              value={draft.postalCode}
              onValue={(value) => set('postalCode', value)}
              problem={problemText(t, problems.postalCode)}
            />
            <Field
              name="city"
              label={t('plus.subscribe.city')}
              autoComplete="address-level2"
              value={draft.city}
              onValue={(value) => set('city', value)}
              problem={problemText(t, problems.city)}
            />
          </div>
        )}
        <Field
          name="startDate"
          label={t(draft.handover === 'pickup' ? 'plus.subscribe.startDate.pickup' : 'plus.subscribe.startDate.delivery')}
          hint={t('plus.subscribe.startDate.hint', { earliest: values.earliest, latest: values.latest, pattern: readable })}
          inputMode="numeric"
          autoComplete="off"
          value={draft.startDate}
          onValue={(value) => set('startDate', value)}
          problem={problemText(t, problems.startDate, values)}
        />
        <Field
          name="email"
          type="email"
          label={t('plus.subscribe.email')}
          hint={t('plus.subscribe.emailHint')}
          autoComplete="email"
          value={draft.email}
          onValue={(value) => set('email', value)}
          onBlur={() => void checkBenefit(draft.email)}
          problem={problemText(t, problems.email)}
        />
        <div aria-live="polite" className="ps-benefit-region">
          {benefit && (
            <p className="ps-benefit" data-campaign-benefit>
              {t('plus.subscribe.benefit', {
                percent: benefit.discountPercent,
                months: benefit.discountedMonths,
                date: formatIsoDate(benefit.expiresOn, host.formats) ?? benefit.expiresOn,
              })}
            </p>
          )}
        </div>
        <div className="ps-actions">
          <button type="submit" className="ps-button">
            {t('plus.subscribe.next')}
          </button>
        </div>
      </form>
      <PriceSummary offer={offer} data={data} draft={draft} benefit={benefit} />
    </div>
  )
}
