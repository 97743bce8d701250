import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ApiError } from '../../../engine/appSdk.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import type { User } from '../../../features/web-api/index.ts'
import { ActionError } from './ActionError.tsx'
import type { Screen } from './LoginForm.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { SocialLogin } from './SocialLogin.tsx'
import { rememberedSocialProvider } from './socialProviderName.ts'
import type { SocialReturn as Returned } from './socialReturnOfUrl.ts'
import { useAction } from './useAction.ts'

/** The refusals of the callback the visitor can act on, each with its words; anything else is "could not sign you in". */
const REFUSALS: Record<string, string> = {
  stateMismatch: 'mysixt.social.stateMismatch',
  expiredCode: 'mysixt.social.expired',
  linkExpired: 'mysixt.social.expired',
  emailNotVerified: 'mysixt.social.unverifiedEmail',
}

type Outcome = { kind: 'working' } | { kind: 'link' } | { kind: 'failed'; key: string; error?: ApiError }

/**
 * The account page as the identity provider sent the visitor back (docs/web-api.md, "Social login"): with a code, it
 * is handed to the API (POST /v1/auth/social/callback) and the visitor is logged in; an account that exists for the
 * email asks for its password once (POST /v1/auth/social/link). A cancel at the provider, a state this browser did
 * not start or an expired code say so, with the provider's button to start again and the email login beside it.
 */
export function SocialReturn({
  returned,
  onLoggedIn,
  onScreen,
}: {
  returned: Returned
  onLoggedIn: (user: User, provider: string) => void
  onScreen: (screen: Screen, email: string) => void
}) {
  const { t } = useTranslation()
  const { api, settings } = useMysixt()
  const provider = rememberedSocialProvider()
  const [outcome, setOutcome] = useState<Outcome>(() =>
    returned.kind === 'error'
      ? { kind: 'failed', key: returned.error === 'access_denied' ? 'mysixt.social.denied' : 'mysixt.social.failed' }
      : { kind: 'working' },
  )
  const heading = useRef<HTMLHeadingElement>(null)
  // A code is good once: the call is made once even when React runs the effect twice (StrictMode in development).
  const sent = useRef(false)

  useEffect(() => {
    if (returned.kind !== 'code' || sent.current) return
    sent.current = true
    void api.finishSocialLogin({ code: returned.code, state: returned.state }).then((result) => {
      if (result.ok) return onLoggedIn(result.value, provider)
      const { error } = result
      if (error.kind === 'http' && error.status === 409 && error.code === 'linkRequired') return setOutcome({ kind: 'link' })
      const key = error.kind === 'http' && error.code ? REFUSALS[error.code] : undefined
      setOutcome({ kind: 'failed', key: key ?? 'mysixt.social.failed', error: key ? undefined : error })
    })
  }, [api, returned, onLoggedIn, provider])
  // The heading takes focus when the outcome is known, so a screen reader starts at the news.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the outcome changes, which is what it is for
  useEffect(() => heading.current?.focus(), [outcome.kind])

  if (outcome.kind === 'link')
    return <SocialLinkForm provider={provider} onLoggedIn={(user) => onLoggedIn(user, provider)} onScreen={onScreen} />
  return (
    <section className="msx-panel" aria-labelledby="msx-social-heading" data-screen="social-return" data-outcome={outcome.kind}>
      <h1 id="msx-social-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.login.heading')}
      </h1>
      {outcome.kind === 'working' ? (
        <p className="msx-loading" role="status">
          {t('mysixt.social.returning')}
        </p>
      ) : (
        <>
          <div className="msx-notice" role="alert" data-social-problem={outcome.key.split('.').pop()}>
            <p>{t(outcome.key, { provider })}</p>
          </div>
          {outcome.error && <p className="msx-hint">{t('mysixt.errors.unavailable')}</p>}
          {settings.enableSocialLogin && <SocialLogin />}
          <p className="msx-links">
            <button type="button" className="msx-link" onClick={() => onScreen('login', '')}>
              {t('mysixt.social.toEmailLogin')}
            </button>
          </p>
        </>
      )}
    </section>
  )
}

/** The provider's email has an account here: its password, once, links the two (and logs in). */
function SocialLinkForm({
  provider,
  onLoggedIn,
  onScreen,
}: {
  provider: string
  onLoggedIn: (user: User) => void
  onScreen: (screen: Screen, email: string) => void
}) {
  const { t } = useTranslation()
  const { api } = useMysixt()
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const action = useAction<User>()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const expired = action.failure?.kind === 'http' && action.failure.code === 'linkExpired'

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    setMissing(password === '')
    if (password === '') return document.getElementById('msx-link-password')?.focus()
    const user = await action.run(() => api.linkSocialLogin({ password }))
    if (user) onLoggedIn(user)
  }

  return (
    <section className="msx-panel" aria-labelledby="msx-link-heading" data-screen="social-link">
      <h1 id="msx-link-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.social.linkHeading', { provider })}
      </h1>
      <p>{t('mysixt.social.linkText', { provider })}</p>
      {expired ? (
        <div className="msx-notice" role="alert">
          <p>{t('mysixt.social.expired', { provider })}</p>
        </div>
      ) : (
        <form className="msx-form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="msx-field">
            <label htmlFor="msx-link-password">{t('mysixt.fields.password')}</label>
            <input
              id="msx-link-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? 'msx-link-password-problem' : undefined}
              required
            />
            {missing && (
              <p id="msx-link-password-problem" className="msx-problem">
                {t('common.requiredField')}
              </p>
            )}
          </div>
          {action.failure && (
            <ActionError
              error={action.failure}
              known={{ 401: 'mysixt.errors.wrongCredentials', 429: 'mysixt.errors.tooManyAttempts' }}
              onRetry={() => void submit()}
            />
          )}
          <button type="submit" className="msx-button" disabled={action.sending} aria-busy={action.sending || undefined}>
            {action.sending ? t('mysixt.social.linkSending') : t('mysixt.social.linkSubmit')}
          </button>
        </form>
      )}
      {expired && <SocialLogin />}
      <p className="msx-links">
        <button type="button" className="msx-link" onClick={() => onScreen('reset', '')}>
          {t('mysixt.login.forgot')}
        </button>
      </p>
      <p className="msx-links">
        <button type="button" className="msx-link" onClick={() => onScreen('login', '')}>
          {t('mysixt.social.toEmailLogin')}
        </button>
      </p>
    </section>
  )
}
