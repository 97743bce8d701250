import { type FormEvent, useId, useState } from 'react'
import { addIsoDays, todayIso, useTranslation } from '../../../engine/appSdk.ts'
import { formatMarketDate, patternForPeople } from '../../../features/dates/index.ts'
import type { CampaignBenefit } from '../../../features/plus/index.ts'
import type { Subscription, SubscriptionOffer } from '../../../features/web-api/index.ts'
import type { JourneyData } from './DetailsStep.tsx'
import { Field } from './Field.tsx'
import { focusFirstProblem } from './focusFirstProblem.ts'
import { usePlusSubscribe } from './PlusSubscribeContext.tsx'
import { PriceSummary } from './PriceSummary.tsx'
import { problemText } from './problemText.ts'
import {
  DETAILS_FIELDS,
  DRIVER_FIELDS,
  type DraftProblems,
  draftFieldOf,
  driverStepProblems,
  type SubscriptionDraft,
  subscriptionRequestOf,
} from './subscriptionDraft.ts'

/**
 * The driver and the terms, then the subscription sent. The API's refusals each get their way on: a sold-out offer
 * shows the other offers, a day or address it refuses goes back to 'Subscription Details' with the field marked, a
 * driver field it refuses is marked here, and a failed send keeps everything for a retry.
 */
export function DriverStep({
  offer,
  data,
  draft,
  onChange,
  problems,
  onProblems,
  benefit,
  onBack,
  onDetailsRefused,
  onSoldOut,
  onSubscribed,
}: {
  offer: SubscriptionOffer
  data: JourneyData
  draft: SubscriptionDraft
  onChange: (draft: SubscriptionDraft) => void
  problems: DraftProblems
  onProblems: (problems: DraftProblems) => void
  benefit: CampaignBenefit | undefined
  onBack: () => void
  onDetailsRefused: (problems: DraftProblems) => void
  onSoldOut: () => void
  onSubscribed: (subscription: Subscription) => void
}) {
  const { t } = useTranslation()
  const { api, host } = usePlusSubscribe()
  const id = useId()
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const pattern = host.formats.date
  const readable = patternForPeople(pattern, {
    day: t('pickupDatePicker.letters.day'),
    month: t('pickupDatePicker.letters.month'),
    year: t('pickupDatePicker.letters.year'),
  })
  const values = { pattern: readable, example: formatMarketDate(addIsoDays(todayIso(), -365 * 30), pattern), age: offer.minimumDriverAge }
  const set = <K extends keyof SubscriptionDraft>(field: K, value: SubscriptionDraft[K]) => {
    onChange({ ...draft, [field]: value })
    if (problems[field]) onProblems({ ...problems, [field]: undefined })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const found = driverStepProblems(draft, offer, pattern)
    onProblems(found)
    setFailed(false)
    if (Object.keys(found).length > 0) return focusFirstProblem(form, DRIVER_FIELDS, found)
    setSending(true)
    const result = await api.createSubscription(subscriptionRequestOf(draft, offer, host, pattern))
    setSending(false)
    if (result.ok) return onSubscribed(result.value)
    const { error } = result
    if (error.status === 409 && error.code === 'soldOut') return onSoldOut()
    if (error.status === 400 && (error.code === 'tooEarly' || error.code === 'tooLate' || error.code === 'branchNotOffered'))
      return onDetailsRefused(error.code === 'branchNotOffered' ? { branchId: 'required' } : { startDate: error.code })
    if (error.status === 400 && error.fields) {
      const refused: DraftProblems = {}
      for (const [field, problem] of Object.entries(error.fields)) {
        const name = draftFieldOf(field)
        if (name) refused[name] = problem
      }
      if (DETAILS_FIELDS.some((name) => refused[name])) return onDetailsRefused(refused)
      onProblems(refused)
      return focusFirstProblem(form, DRIVER_FIELDS, refused)
    }
    setFailed(true)
  }

  return (
    <div className="ps-layout">
      <form className="ps-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t('plus.subscribe.steps.driver')}</h2>
        <div className="ps-pair">
          <Field
            name="firstName"
            label={t('plus.subscribe.firstName')}
            autoComplete="given-name"
            value={draft.firstName}
            onValue={(value) => set('firstName', value)}
            problem={problemText(t, problems.firstName)}
          />
          <Field
            name="lastName"
            label={t('plus.subscribe.lastName')}
            autoComplete="family-name"
            value={draft.lastName}
            onValue={(value) => set('lastName', value)}
            problem={problemText(t, problems.lastName)}
          />
        </div>
        <Field
          name="phone"
          type="tel"
          label={t('plus.subscribe.phone')}
          autoComplete="tel"
          value={draft.phone}
          onValue={(value) => set('phone', value)}
          problem={problemText(t, problems.phone)}
        />
        <Field
          name="birthDate"
          label={t('plus.subscribe.birthDate')}
          hint={t('plus.subscribe.birthDateHint', { pattern: readable, age: offer.minimumDriverAge })}
          inputMode="numeric"
          autoComplete="bday"
          value={draft.birthDate}
          onValue={(value) => set('birthDate', value)}
          problem={problemText(t, problems.birthDate, values)}
        />
        <div className="ps-terms" data-field="acceptedTerms">
          <label className="ps-choice">
            <input
              type="checkbox"
              name="acceptedTerms"
              checked={draft.acceptedTerms}
              onChange={(event) => set('acceptedTerms', event.target.checked)}
              aria-invalid={problems.acceptedTerms ? true : undefined}
              aria-describedby={problems.acceptedTerms ? `${id}-terms-problem` : undefined}
            />
            <span>{t('plus.subscribe.terms')}</span>
          </label>
          {host.links.terms && (
            <a href={host.links.terms} target="_blank" rel="noopener">
              {t('plus.subscribe.readTerms')}
            </a>
          )}
          {problems.acceptedTerms && (
            <p className="ps-problem" id={`${id}-terms-problem`}>
              {problemText(t, problems.acceptedTerms)}
            </p>
          )}
        </div>
        {failed && (
          <div className="ps-notice" role="alert">
            <p>{t('plus.subscribe.errors.send')}</p>
          </div>
        )}
        <div className="ps-actions">
          <button type="button" className="ps-button ps-secondary" onClick={onBack}>
            {t('plus.subscribe.back')}
          </button>
          <button type="submit" className="ps-button" disabled={sending}>
            {sending ? t('plus.subscribe.sending') : t('plus.subscribe.submit')}
          </button>
        </div>
      </form>
      <PriceSummary offer={offer} data={data} draft={draft} benefit={benefit} />
    </div>
  )
}
