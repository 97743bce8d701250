import { useEffect, useRef, type FormEvent } from 'react'
import type { AccountReceipt } from '../../../features/web-api/index.ts'
import { useFormFields, useTranslation } from '../../../engine/appSdk.ts'
import {
  type AccountProblem,
  checkSignUp,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_FIELDS,
  type SignUpField,
} from '../../../features/account/index.ts'
import { ACCOUNT_PROBLEM_KEYS, PROBLEM_CLASS } from './accountProblemKeys.ts'
import { ActionError } from './ActionError.tsx'
import { useMysixt } from './MysixtContext.tsx'
import type { Screen } from './LoginForm.tsx'
import { SocialLogin } from './SocialLogin.tsx'
import { useAction } from './useAction.ts'

const FIELDS: { name: SignUpField; type: string; autoComplete: string; hint?: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password', hint: 'mysixt.signUp.passwordHint' },
]

/**
 * The sign-up form (SPEC §2, §3, §5): first and last name, email, password, checked by the rules the API
 * checks again (POST /v2/users). An email with an account gets the bundle's message (SPEC §8); nothing typed is lost.
 */
export function SignUpForm({
  initialEmail = '',
  onCreated,
  onScreen,
}: {
  initialEmail?: string
  /** With the email signed up: the API mailed a verification link (or, for an existing account, a note to its owner). */
  onCreated: (email: string) => void
  onScreen: (screen: Screen, email: string) => void
}) {
  const { t } = useTranslation()
  const { api, settings } = useMysixt()
  const form = useFormFields<SignUpField, AccountProblem>(
    { firstName: '', lastName: '', email: initialEmail, password: '' },
    SIGN_UP_FIELDS,
    { problemClass: PROBLEM_CLASS },
  )
  const action = useAction<AccountReceipt>()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!form.accept(checkSignUp(form.values))) return
    const { firstName, lastName, email, password } = form.values
    const receipt = await action.run(() =>
      api.signUp({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password }),
    )
    if (receipt) onCreated(email.trim())
  }

  return (
    <section className="msx-panel" aria-labelledby="msx-sign-up-heading" data-screen="sign-up">
      <h1 id="msx-sign-up-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.signUp.heading')}
      </h1>
      <p>{t('mysixt.signUp.intro')}</p>
      <form className="msx-form" noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map(({ name, type, autoComplete, hint }) => (
          <div className="msx-field" key={name}>
            <label htmlFor={form.fieldId(name)}>{t(`mysixt.fields.${name}`)}</label>
            {hint && (
              <p className="msx-hint" id={`${form.fieldId(name)}-hint`}>
                {t(hint, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
              </p>
            )}
            <input
              type={type}
              autoComplete={autoComplete}
              // A few characters more than allowed, so a pasted long name shows its message instead of being cut silently.
              maxLength={name === 'email' ? 254 : (name === 'password' ? PASSWORD_MAX_LENGTH : NAME_MAX_LENGTH) + 10}
              {...form.control(name)}
              aria-describedby={
                [hint ? `${form.fieldId(name)}-hint` : '', form.control(name)['aria-describedby'] ?? ''].join(' ').trim() || undefined
              }
            />
            {form.problemOf(name, (problem) => t(ACCOUNT_PROBLEM_KEYS[problem]))}
          </div>
        ))}
        {action.failure && (
          <ActionError error={action.failure} known={{ 409: 'mysixt.errors.accountExists' }} onRetry={() => void submit()} />
        )}
        {action.failure?.kind === 'http' && action.failure.status === 409 && (
          <button type="button" className="msx-link" onClick={() => onScreen('login', form.values.email)}>
            {t('mysixt.signUp.toLogin')}
          </button>
        )}
        <button type="submit" className="msx-button" disabled={action.sending} aria-busy={action.sending || undefined}>
          {action.sending ? t('mysixt.signUp.sending') : t('mysixt.signUp.submit')}
        </button>
      </form>
      <p className="msx-links">
        {t('mysixt.signUp.hasAccount')}{' '}
        <button type="button" className="msx-link" onClick={() => onScreen('login', form.values.email)}>
          {t('mysixt.signUp.toLogin')}
        </button>
      </p>
      {settings.enableSocialLogin && <SocialLogin />}
    </section>
  )
}
