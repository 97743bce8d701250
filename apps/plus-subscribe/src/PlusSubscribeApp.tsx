import { useEffect, useRef, useState } from 'react'
import { todayIso, useLoad, useTranslation } from '../../../engine/appSdk.ts'
import type { CampaignBenefit } from '../../../features/plus/index.ts'
import type { Subscription, SubscriptionOffer } from '../../../features/web-api/index.ts'
import { Confirmation } from './Confirmation.tsx'
import { DetailsStep } from './DetailsStep.tsx'
import { DriverStep } from './DriverStep.tsx'
import { OfferChooser } from './OfferChooser.tsx'
import { usePlusSubscribe } from './PlusSubscribeContext.tsx'
import { type DraftProblems, emptyDraft, fitDraft, type SubscriptionDraft } from './subscriptionDraft.ts'

export type Step = 'details' | 'driver' | 'done'

/**
 * The plus subscription journey (issue 26 §2): the step 'Subscription Details' (term, mileage, delivery or pickup on a
 * day within the offer's availability, the email with its campaign benefit, SPEC §4), then the driver and the terms,
 * then the confirmation. An offer that is unknown, sold out (at load or when sent: 409 soldOut) or not chosen yet
 * shows the offers to choose from instead; the draft is kept across a change of offer.
 */
export function PlusSubscribeApp({ initialOfferId }: { initialOfferId?: string }) {
  const { t } = useTranslation()
  const { api, host } = usePlusSubscribe()
  const country = host.country.toUpperCase()
  const lookups = useLoad(
    async (signal) => {
      const [offers, tenures, branches] = await Promise.all([
        api.subscriptionOffers({ country }, { signal }),
        api.subscriptionTenures({ country }, { signal }),
        api.subscriptionBranches({ country }, { signal }),
      ])
      if (!offers.ok) return offers
      if (!tenures.ok) return tenures
      if (!branches.ok) return branches
      return { ok: true as const, value: { offers: offers.value, tenures: tenures.value, branches: branches.value } }
    },
    [country],
  )
  const [offerId, setOfferId] = useState(initialOfferId)
  const [soldOutIds, setSoldOutIds] = useState<string[]>([])
  const [step, setStep] = useState<Step>('details')
  const [draft, setDraft] = useState<SubscriptionDraft>(emptyDraft)
  const [problems, setProblems] = useState<DraftProblems>({})
  const [benefit, setBenefit] = useState<(CampaignBenefit & { expiresOn: string }) | undefined>()
  const [subscription, setSubscription] = useState<Subscription>()
  const heading = useRef<HTMLHeadingElement>(null)
  const today = todayIso()
  const pattern = host.formats.date

  const data = lookups.load.status === 'done' ? lookups.load.value : undefined
  const offer = data?.offers.find((candidate) => candidate.id === offerId)
  const soldOut = offer !== undefined && (offer.soldOut === true || soldOutIds.includes(offer.id))

  // The draft follows the offer: its terms, branches and dates (fitDraft); what the visitor typed stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits when the offer or the lookups change, not on every keystroke
  useEffect(() => {
    if (offer && data) setDraft((current) => fitDraft(current, offer, data.tenures, today, pattern))
  }, [offer?.id, data])

  // A new step (or another offer) gets focus on its heading, so a screen reader starts reading there.
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes, which is what it is for
  useEffect(() => {
    if (first.current) first.current = false
    else heading.current?.focus()
  }, [step, offerId, soldOut])

  if (lookups.load.status === 'loading')
    return (
      <p className="ps-status" role="status">
        {t('plus.subscribe.loading')}
      </p>
    )
  if (lookups.load.status === 'error')
    return (
      <div className="ps-notice" role="alert">
        <p>{t('plus.subscribe.loadError')}</p>
        <button type="button" className="ps-button ps-secondary" onClick={lookups.retry}>
          {t('plus.subscribe.retry')}
        </button>
      </div>
    )

  const choose = (next: SubscriptionOffer) => {
    setOfferId(next.id)
    setStep('details')
    const url = new URL(window.location.href)
    url.searchParams.set('offer', next.id)
    window.history.replaceState(window.history.state, '', url)
  }
  const offers = data!.offers
  const others = offers.filter((candidate) => candidate.id !== offerId && !candidate.soldOut && !soldOutIds.includes(candidate.id))

  if (!offer || soldOut)
    return (
      <div className="ps-app">
        <h1 ref={heading} tabIndex={-1}>
          {soldOut ? t('plus.subscribe.soldOut.heading') : t('plus.subscribe.chooseHeading')}
        </h1>
        {soldOut && (
          <p className="ps-notice" role="alert" data-sold-out={offer.id}>
            {t('plus.subscribe.soldOut.text', { title: offer.title })}
          </p>
        )}
        {offerId && !offer && (
          <p className="ps-notice" role="alert">
            {t('plus.subscribe.unknownOffer')}
          </p>
        )}
        <OfferChooser offers={others} tenures={data!.tenures} onChoose={choose} />
      </div>
    )

  if (step === 'done' && subscription)
    return (
      <div className="ps-app">
        <Confirmation subscription={subscription} headingRef={heading} />
      </div>
    )

  return (
    <div className="ps-app">
      <h1 ref={heading} tabIndex={-1}>
        {t('plus.subscribe.heading', { title: offer.title })}
      </h1>
      <ol className="ps-steps" aria-label={t('plus.subscribe.steps.label')}>
        {(['details', 'driver', 'done'] as const).map((name, index) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            <span className="ps-step-number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`plus.subscribe.steps.${name}`)}
          </li>
        ))}
      </ol>
      {step === 'details' ? (
        <DetailsStep
          offer={offer}
          data={data!}
          draft={draft}
          onChange={setDraft}
          problems={problems}
          onProblems={setProblems}
          benefit={benefit}
          onBenefit={setBenefit}
          onDone={() => setStep('driver')}
        />
      ) : (
        <DriverStep
          offer={offer}
          data={data!}
          draft={draft}
          onChange={setDraft}
          problems={problems}
          onProblems={setProblems}
          benefit={benefit}
          onBack={() => setStep('details')}
          onDetailsRefused={(refused) => {
            setProblems(refused)
            setStep('details')
          }}
          onSoldOut={() => setSoldOutIds((ids) => [...ids, offer.id])}
          onSubscribed={(taken) => {
            setSubscription(taken)
            setStep('done')
          }}
        />
      )}
    </div>
  )
}
