import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { BusinessSignUp, User } from '../../../features/web-api/index.ts'
import { useFormFields, useLoad, useTranslation } from '../../../engine/appSdk.ts'
import {
  type AccountProblem,
  BUSINESS_SIGN_UP_FIELDS,
  type BusinessSignUpField,
  checkBusinessSignUp,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_SIZES,
  type CompanySize,
} from '../../../features/account/index.ts'
import { ACCOUNT_PROBLEM_KEYS, PROBLEM_CLASS } from './accountProblemKeys.ts'
import { ActionError } from './ActionError.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { useAction } from './useAction.ts'

/** The bundle key of each company size ("250+" is no key a translator should have to read). */
const SIZE_KEYS: Record<CompanySize, string> = { '1-9': 'upTo9', '10-49': 'upTo49', '50-249': 'upTo249', '250+': 'from250' }

/**
 * #/businesshub (issue 26 §7): the business programme's sign-up. The account's request, if it made one, shows with
 * its reference (GET /v2/business/signups/me); otherwise the form, whose request the API keeps
 * (POST /v2/business/signups) and confirms with a reference.
 */
export function BusinessHubTab({ user }: { user: User }) {
  const { t } = useTranslation()
  const { api } = useMysixt()
  const kept = useLoad((signal) => api.myBusinessSignUp({ signal }), [])
  const [sent, setSent] = useState<BusinessSignUp>()
  const request = sent ?? (kept.load.status === 'done' ? kept.load.value : undefined)
  const none = kept.load.status === 'error' && kept.load.error.kind === 'http' && kept.load.error.status === 404

  return (
    <section aria-labelledby="msx-view-heading" data-tab-view="businesshub">
      <h2 id="msx-view-heading" tabIndex={-1}>
        {t('mysixt.businesshub.heading')}
      </h2>
      {request ? (
        <BusinessSignUpReceived request={request} justSent={sent !== undefined} />
      ) : none ? (
        <BusinessSignUpForm user={user} onSent={setSent} />
      ) : kept.load.status === 'error' ? (
        <ActionError error={kept.load.error} onRetry={kept.retry} />
      ) : (
        <p className="msx-loading" role="status">
          {t('mysixt.businesshub.loading')}
        </p>
      )}
    </section>
  )
}

function BusinessSignUpReceived({ request, justSent }: { request: BusinessSignUp; justSent: boolean }) {
  const { t } = useTranslation()
  const { format } = useMysixt()
  const box = useRef<HTMLDivElement>(null)
  // Just sent, the confirmation takes focus (the form it replaces had it), so a screen reader reads it at once.
  useEffect(() => {
    if (justSent) box.current?.focus()
  }, [justSent])
  return (
    <div className="msx-success" role={justSent ? 'status' : undefined} tabIndex={-1} ref={box} data-business-sign-up={request.reference}>
      <p>{t('mysixt.businesshub.received', { date: format.date(request.receivedAt) })}</p>
      <p>
        <strong>{t('mysixt.businesshub.reference', { reference: request.reference })}</strong>
      </p>
      <p>{t('mysixt.businesshub.contact', { company: request.companyName, email: request.businessEmail })}</p>
    </div>
  )
}

function BusinessSignUpForm({ user, onSent }: { user: User; onSent: (request: BusinessSignUp) => void }) {
  const { t } = useTranslation()
  const { api, host } = useMysixt()
  const form = useFormFields<BusinessSignUpField, AccountProblem>(
    { companyName: '', companySize: '', businessEmail: user.email, phone: user.phone ?? '' },
    BUSINESS_SIGN_UP_FIELDS,
    { problemClass: PROBLEM_CLASS },
  )
  const action = useAction<BusinessSignUp>()
  const problemText = (problem: AccountProblem) => t(ACCOUNT_PROBLEM_KEYS[problem])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!form.accept(checkBusinessSignUp(form.values))) return
    const { companyName, companySize, businessEmail, phone } = form.values
    const request = await action.run(() =>
      api.businessSignUp({
        companyName: companyName.trim(),
        companySize: companySize as CompanySize,
        businessEmail: businessEmail.trim(),
        phone: phone.trim(),
        country: host.country.toUpperCase(),
        locale: host.locale,
      }),
    )
    if (request) onSent(request)
  }

  const text = (name: BusinessSignUpField, type: string, autoComplete: string, maxLength: number) => (
    <div className="msx-field">
      <label htmlFor={form.fieldId(name)}>{t(`mysixt.businesshub.${name}`)}</label>
      <input type={type} autoComplete={autoComplete} maxLength={maxLength} {...form.control(name)} />
      {form.problemOf(name, problemText)}
    </div>
  )

  return (
    <>
      <p>{t('mysixt.businesshub.intro')}</p>
      <form className="msx-form" noValidate onSubmit={(event) => void submit(event)} data-business-sign-up-form>
        {text('companyName', 'text', 'organization', COMPANY_NAME_MAX_LENGTH + 10)}
        <div className="msx-field">
          <label htmlFor={form.fieldId('companySize')}>{t('mysixt.businesshub.companySize')}</label>
          <select {...form.control('companySize')}>
            <option value="">{t('mysixt.businesshub.chooseSize')}</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`mysixt.businesshub.sizes.${SIZE_KEYS[size]}`)}
              </option>
            ))}
          </select>
          {form.problemOf('companySize', problemText)}
        </div>
        {text('businessEmail', 'email', 'work email', 264)}
        {text('phone', 'tel', 'work tel', 40)}
        {action.failure && <ActionError error={action.failure} onRetry={() => void submit()} />}
        <button type="submit" className="msx-button" disabled={action.sending} aria-busy={action.sending || undefined}>
          {action.sending ? t('mysixt.businesshub.sending') : t('mysixt.businesshub.submit')}
        </button>
      </form>
    </>
  )
}
