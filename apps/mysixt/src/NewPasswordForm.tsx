import { useEffect, useRef, type FormEvent } from 'react'
import type { AccountReceipt } from '../../../features/web-api/index.ts'
import { useFormFields, useTranslation } from '../../../engine/appSdk.ts'
import { type AccountProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../features/account/index.ts'
import { ACCOUNT_PROBLEM_KEYS, PROBLEM_CLASS } from './accountProblemKeys.ts'
import { ActionError } from './ActionError.tsx'
import { checkNewPassword, NEW_PASSWORD_FIELDS, type NewPasswordField, type NewPasswordProblem } from './checkNewPassword.ts'
import { ExpiredLink } from './ExpiredLink.tsx'
import { isInvalidToken } from './isInvalidToken.ts'
import type { Screen } from './LoginForm.tsx'
import { RESET_LINK_MINUTES } from './mailLinkOfHash.ts'
import { useMysixt } from './MysixtContext.tsx'
import { useAction } from './useAction.ts'

const FIELDS: { name: NewPasswordField; label: string }[] = [
  { name: 'password', label: 'mysixt.fields.newPassword' },
  { name: 'repeat', label: 'mysixt.fields.repeatPassword' },
]

/**
 * `#/password/<token>` from a password-reset mail: a new password, typed twice, checked by the sign-up rule before it is
 * sent (POST /v2/users/password). Success ends every session of the account, so the visitor logs in again.
 */
export function NewPasswordForm({
  token,
  onChanged,
  onScreen,
}: {
  token: string
  onChanged: () => void
  onScreen: (screen: Screen, email: string) => void
}) {
  const { t } = useTranslation()
  const { api } = useMysixt()
  const form = useFormFields<NewPasswordField, NewPasswordProblem>({ password: '', repeat: '' }, NEW_PASSWORD_FIELDS, {
    problemClass: PROBLEM_CLASS,
  })
  const action = useAction<AccountReceipt>()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  // The API checks the rule again; if it names the password's problem (400 with fields), it shows at the field as ours would.
  const named = action.failure?.fields?.password
  const refused = named && named in ACCOUNT_PROBLEM_KEYS ? (named as AccountProblem) : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new refusal only; `form` is a new object every render
  useEffect(() => {
    if (refused) form.accept({ password: refused })
  }, [action.failure])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!form.accept(checkNewPassword(form.values))) return
    if (await action.run(() => api.setNewPassword({ token, password: form.values.password }))) onChanged()
  }
  const problemText = (problem: NewPasswordProblem) =>
    problem === 'passwordMismatch' ? t('mysixt.problems.passwordMismatch') : t(ACCOUNT_PROBLEM_KEYS[problem])

  if (isInvalidToken(action.failure))
    return <ExpiredLink text={t('mysixt.newPassword.expired', { minutes: RESET_LINK_MINUTES })} onScreen={onScreen} />
  const hintId = `${form.fieldId('password')}-hint`
  return (
    <section className="msx-panel" aria-labelledby="msx-new-password-heading" data-screen="new-password">
      <h1 id="msx-new-password-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.newPassword.heading')}
      </h1>
      <p>{t('mysixt.newPassword.intro')}</p>
      <form className="msx-form" noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map(({ name, label }) => {
          const control = form.control(name)
          const described = [name === 'password' ? hintId : '', control['aria-describedby'] ?? ''].join(' ').trim()
          return (
            <div className="msx-field" key={name}>
              <label htmlFor={form.fieldId(name)}>{t(label)}</label>
              {name === 'password' && (
                <p className="msx-hint" id={hintId}>
                  {t('mysixt.signUp.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
                </p>
              )}
              <input
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH + 10}
                {...control}
                aria-describedby={described || undefined}
              />
              {form.problemOf(name, problemText)}
            </div>
          )
        })}
        {action.failure && !refused && <ActionError error={action.failure} onRetry={() => void submit()} />}
        <button type="submit" className="msx-button" disabled={action.sending} aria-busy={action.sending || undefined}>
          {action.sending ? t('mysixt.newPassword.sending') : t('mysixt.newPassword.submit')}
        </button>
      </form>
      <p className="msx-links">
        <button type="button" className="msx-link" onClick={() => onScreen('login', '')}>
          {t('mysixt.reset.back')}
        </button>
      </p>
    </section>
  )
}
