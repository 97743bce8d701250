import { useEffect, useRef, type FormEvent } from 'react'
import type { User } from '../../../features/web-api/index.ts'
import { type AccountProblem, checkLogin, LOGIN_FIELDS, type LoginField } from '../../../features/account/index.ts'
import { useFormFields, useTranslation } from '../../../engine/appSdk.ts'
import { ACCOUNT_PROBLEM_KEYS, PROBLEM_CLASS } from './accountProblemKeys.ts'
import { ActionError } from './ActionError.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { SocialLogin } from './SocialLogin.tsx'
import { useAction } from './useAction.ts'

/** The screens a visitor without a session moves between; the mail links' screens (verify, newPassword) open only from their link. */
export type Screen = 'login' | 'signUp' | 'reset' | 'checkInbox'

/** Log in (POST /v1/auth/login); a wrong email or password, too many attempts and a failed call each say so, the fields kept. */
export function LoginForm({
  initialEmail = '',
  notice,
  onLoggedIn,
  onScreen,
}: {
  initialEmail?: string
  notice?: string
  onLoggedIn: (user: User) => void
  onScreen: (screen: Screen, email: string) => void
}) {
  const { t } = useTranslation()
  const { api, settings } = useMysixt()
  const form = useFormFields<LoginField, AccountProblem>({ email: initialEmail, password: '' }, LOGIN_FIELDS, {
    problemClass: PROBLEM_CLASS,
  })
  const problemText = (problem: AccountProblem) => t(ACCOUNT_PROBLEM_KEYS[problem])
  const action = useAction<User>()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!form.accept(checkLogin(form.values))) return
    const user = await action.run(() => api.login({ email: form.values.email.trim(), password: form.values.password }))
    if (user) onLoggedIn(user)
  }

  return (
    <section className="msx-panel" aria-labelledby="msx-login-heading" data-screen="login">
      <h1 id="msx-login-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.login.heading')}
      </h1>
      {notice && (
        <p className="msx-success" role="status">
          {notice}
        </p>
      )}
      <form className="msx-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="msx-field">
          <label htmlFor={form.fieldId('email')}>{t('mysixt.fields.email')}</label>
          <input type="email" autoComplete="username" {...form.control('email')} />
          {form.problemOf('email', problemText)}
        </div>
        <div className="msx-field">
          <label htmlFor={form.fieldId('password')}>{t('mysixt.fields.password')}</label>
          <input type="password" autoComplete="current-password" {...form.control('password')} />
          {form.problemOf('password', problemText)}
        </div>
        {action.failure && (
          <ActionError
            error={action.failure}
            known={{ 401: 'mysixt.errors.wrongCredentials', 429: 'mysixt.errors.tooManyAttempts' }}
            onRetry={() => void submit()}
          />
        )}
        <button type="submit" className="msx-button" disabled={action.sending} aria-busy={action.sending || undefined}>
          {action.sending ? t('mysixt.login.sending') : t('mysixt.login.submit')}
        </button>
      </form>
      <p className="msx-links">
        <button type="button" className="msx-link" onClick={() => onScreen('reset', form.values.email)}>
          {t('mysixt.login.forgot')}
        </button>
      </p>
      <p className="msx-links">
        {t('mysixt.login.noAccount')}{' '}
        <button type="button" className="msx-link" onClick={() => onScreen('signUp', form.values.email)}>
          {t('mysixt.login.toSignUp')}
        </button>
      </p>
      {settings.enableSocialLogin && <SocialLogin />}
    </section>
  )
}
