import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AccountReceipt } from '../../../features/web-api/index.ts'
import { type AccountProblem, emailProblem } from '../../../features/account/index.ts'
import { useFormFields, useTranslation } from '../../../engine/appSdk.ts'
import { ACCOUNT_PROBLEM_KEYS, PROBLEM_CLASS } from './accountProblemKeys.ts'
import { ActionError } from './ActionError.tsx'
import type { Screen } from './LoginForm.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { useAction } from './useAction.ts'

/**
 * Asks for a password reset link (POST /v2/users/me/password/reset, mailed in the page's language); the answer is the
 * same for any email. Opening the link also verifies the email, so this is the way to a new link of either kind.
 */
export function PasswordResetForm({
  initialEmail = '',
  onScreen,
}: {
  initialEmail?: string
  onScreen: (screen: Screen, email: string) => void
}) {
  const { t } = useTranslation()
  const { api, host } = useMysixt()
  const form = useFormFields<'email', AccountProblem>({ email: initialEmail }, ['email'], { problemClass: PROBLEM_CLASS })
  const action = useAction<AccountReceipt>()
  const [sentTo, setSentTo] = useState<string>()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const problem = emailProblem(form.values.email)
    if (!form.accept(problem ? { email: problem } : {})) return
    const email = form.values.email.trim()
    if (await action.run(() => api.requestPasswordReset({ email, locale: host.locale }))) setSentTo(email)
  }

  return (
    <section className="msx-panel" aria-labelledby="msx-reset-heading" data-screen="reset">
      <h1 id="msx-reset-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.reset.heading')}
      </h1>
      {sentTo ? (
        <p className="msx-success" role="status">
          {t('mysixt.reset.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p>{t('mysixt.reset.intro')}</p>
          <form className="msx-form" noValidate onSubmit={(event) => void submit(event)}>
            <div className="msx-field">
              <label htmlFor={form.fieldId('email')}>{t('mysixt.fields.email')}</label>
              <input type="email" autoComplete="email" {...form.control('email')} />
              {form.problemOf('email', (problem) => t(ACCOUNT_PROBLEM_KEYS[problem]))}
            </div>
            {action.failure && <ActionError error={action.failure} onRetry={() => void submit()} />}
            <button type="submit" className="msx-button" disabled={action.sending} aria-busy={action.sending || undefined}>
              {t('mysixt.reset.submit')}
            </button>
          </form>
        </>
      )}
      <p className="msx-links">
        <button type="button" className="msx-link" onClick={() => onScreen('login', form.values.email)}>
          {t('mysixt.reset.back')}
        </button>
      </p>
    </section>
  )
}
