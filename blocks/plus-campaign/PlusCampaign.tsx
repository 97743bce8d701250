import { styled } from '@linaria/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  color,
  Container,
  field,
  fieldError,
  formatNumber,
  intlLocaleOf,
  primaryActionStyles,
  radius,
  space,
  useHref,
  usePageEnv,
  useTranslation,
} from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { SubscriptionCampaign } from '../../features/web-api/index.ts'
import { campaignEmailProblem, EMAIL_MAX_LENGTH } from '../../features/plus/index.ts'
import type { PlusCampaignProps } from './props.gen.ts'
import { ResultDialog } from './ResultDialog.tsx'

const Section = styled.section`
  padding: ${space.xl} 0;
  background: ${color.surface};
  h2 {
    margin: 0 0 ${space.sm};
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    align-items: flex-start;
    max-width: 40rem;
    margin-top: ${space.md};
    padding: ${space.md};
    border-radius: ${radius.md};
    background: ${color.background};
  }
  form > div {
    flex: 1 1 16rem;
  }
  form button {
    ${primaryActionStyles}
    margin-top: 1.75rem;
  }
`

type Outcome = { kind: 'success'; expiresInDays: number } | { kind: 'error' }

/** SPEC §4: register once per customer; the answer opens the success or the error dialog (§8), 'Okay' closes it and focus returns to the button. */
export function PlusCampaign({ heading, subscribe_url, data }: PlusCampaignProps & { data: SubscriptionCampaign | null }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const subscribeLink = useHref(subscribe_url ?? '')
  const subscribeHref = subscribe_url ? subscribeLink : undefined
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<'required' | 'invalidEmail' | undefined>()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    // Return focus to the control that opened the dialog once it closes.
    if (wasOpen.current && outcome === null) submitButton.current?.focus()
    wasOpen.current = outcome !== null
  }, [outcome])
  if (!data) return null

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const found = campaignEmailProblem(email)
    setProblem(found)
    if (found) return
    setSending(true)
    const result = await api.registerForCampaign({ campaignId: data.id, email: email.trim(), country: env.country.toUpperCase() })
    setSending(false)
    setOutcome(result.ok ? { kind: 'success', expiresInDays: data.gracePeriodDays } : { kind: 'error' })
  }
  const mail = env.support?.plusMail ?? env.support?.mail
  return (
    <Section aria-labelledby="plus-campaign-heading">
      <Container>
        <h2 id="plus-campaign-heading">{t(heading)}</h2>
        <p>
          {t('plus.campaign.benefit', {
            percent: formatNumber(data.discountPercent, intlLocaleOf(env), env.formats),
            months: data.discountedMonths,
          })}
        </p>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <div className={field}>
            <label htmlFor="plus-campaign-email">{t('plus.campaign.email')}</label>
            <input
              id="plus-campaign-email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'plus-campaign-email-problem' : undefined}
            />
            {problem ? (
              <p id="plus-campaign-email-problem" className={fieldError} role="alert">
                {t(problem === 'required' ? 'common.requiredField' : 'plus.campaign.invalidEmail')}
              </p>
            ) : null}
          </div>
          <button ref={submitButton} type="submit" aria-disabled={sending || undefined}>
            {sending ? t('plus.campaign.sending') : t('plus.campaign.submit')}
          </button>
        </form>
      </Container>
      {outcome?.kind === 'success' ? (
        <ResultDialog
          id="plus-campaign-success"
          title={t('plus.campaign.success.title')}
          okay={t('plus.campaign.okay')}
          onClose={() => setOutcome(null)}
        >
          <p>{t('plus.campaign.success.body', { days: outcome.expiresInDays })}</p>
          {/* SPEC §4: the way to the step 'Subscription Details', where the benefit shows for the same email. */}
          {subscribeHref && (
            <p>
              <a href={subscribeHref} data-subscribe-link="">
                {t('plus.subscribe.fromCampaign')}
              </a>
            </p>
          )}
        </ResultDialog>
      ) : null}
      {outcome?.kind === 'error' ? (
        <ResultDialog
          id="plus-campaign-error"
          title={t('plus.campaign.error.title')}
          okay={t('plus.campaign.okay')}
          onClose={() => setOutcome(null)}
        >
          <p>{t('plus.campaign.error.body')}</p>
          {mail ? (
            <p>
              <a href={`mailto:${mail}`}>{mail}</a>
            </p>
          ) : null}
        </ResultDialog>
      ) : null}
    </Section>
  )
}
