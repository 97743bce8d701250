import { useEffect, useMemo, useState, type FormEvent } from 'react'
import type { User } from '../../../features/web-api/index.ts'
import { useFormFields, useTranslation } from '../../../engine/appSdk.ts'
import {
  type AccountProblem,
  checkProfile,
  NAME_MAX_LENGTH,
  PROFILE_COUNTRIES,
  PROFILE_FIELDS,
  type ProfileField,
} from '../../../features/account/index.ts'
import { ACCOUNT_PROBLEM_KEYS, PROBLEM_CLASS } from './accountProblemKeys.ts'
import { ActionError } from './ActionError.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { announceUserChanged } from './userChanged.ts'
import { useAction } from './useAction.ts'

const TEXT_FIELDS: { name: Exclude<ProfileField, 'country'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'mysixt.fields.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'mysixt.fields.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'phone', label: 'mysixt.profiles.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'street', label: 'mysixt.profiles.street', type: 'text', autoComplete: 'street-address' },
  { name: 'postalCode', label: 'mysixt.profiles.postalCode', type: 'text', autoComplete: 'postal-code' },
  { name: 'city', label: 'mysixt.profiles.city', type: 'text', autoComplete: 'address-level2' },
]
/** Only the names are required: phone and address may stay empty (the address as a whole, profileRules.ts). */
const OPTIONAL = new Set<ProfileField>(['phone', 'street', 'postalCode', 'city', 'country'])

/**
 * #/profiles (issue 26 §7): the account holder edits name, phone and address, checked by the rules the API checks
 * again (POST /v2/users/me/profile). Saved, the area's greeting follows the new name; a refused value says why at its
 * field, a failed call keeps what was typed.
 */
export function ProfilesTab({ user }: { user: User }) {
  const { t } = useTranslation()
  const { api, host } = useMysixt()
  const form = useFormFields<ProfileField, AccountProblem>(
    {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      street: user.address?.street ?? '',
      postalCode: user.address?.postalCode ?? '',
      city: user.address?.city ?? '',
      country: user.address?.country || host.country.toUpperCase(),
    },
    PROFILE_FIELDS,
    { problemClass: PROBLEM_CLASS, optional: OPTIONAL },
  )
  const action = useAction<User>()
  const [saved, setSaved] = useState(false)
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([host.locale], { type: 'region' })
    return PROFILE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }))
      .filter(({ code, name }) => name !== code)
      .sort((a, b) => a.name.localeCompare(b.name, host.locale))
  }, [host.locale])
  const problemText = (problem: AccountProblem) => t(ACCOUNT_PROBLEM_KEYS[problem])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    setSaved(false)
    const { firstName, lastName, phone, street, postalCode, city, country } = form.values
    // An address left empty but for the preselected country is no address: the country alone is not kept.
    const hasAddress = [street, postalCode, city].some((value) => value.trim() !== '')
    const values = { ...form.values, country: hasAddress ? country : '' }
    if (!form.accept(checkProfile(values))) return
    const user = await action.run(() =>
      api.updateProfile({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        phone: phone.trim(),
        address: { street: street.trim(), postalCode: postalCode.trim(), city: city.trim(), country: values.country },
      }),
    )
    if (user) {
      setSaved(true)
      announceUserChanged(user)
    }
  }
  // The API refused values the browser let through (its rules are the same, so only an older page meets this): shown at their fields.
  const refused = action.failure?.kind === 'http' && action.failure.status === 400 ? action.failure.fields : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new refusal arrives; form is a new object each render
  useEffect(() => {
    if (refused) form.accept(refused as Partial<Record<ProfileField, AccountProblem>>)
  }, [refused])

  return (
    <section aria-labelledby="msx-view-heading" data-tab-view="profiles">
      <h2 id="msx-view-heading" tabIndex={-1}>
        {t('mysixt.profiles.heading')}
      </h2>
      <p>{t('mysixt.profiles.intro')}</p>
      <form className="msx-form msx-form-columns" noValidate onSubmit={(event) => void submit(event)}>
        {TEXT_FIELDS.map(({ name, label, type, autoComplete }) => (
          <div className={`msx-field msx-field-${name}`} key={name}>
            <label htmlFor={form.fieldId(name)}>{t(label)}</label>
            <input
              type={type}
              autoComplete={autoComplete}
              // A few characters more than allowed, so a pasted long value shows its message instead of being cut silently.
              maxLength={NAME_MAX_LENGTH + 10}
              {...form.control(name)}
            />
            {form.problemOf(name, problemText)}
          </div>
        ))}
        <div className="msx-field msx-field-country">
          <label htmlFor={form.fieldId('country')}>{t('mysixt.profiles.country')}</label>
          <select autoComplete="country" {...form.control('country')}>
            <option value="">{t('mysixt.profiles.chooseCountry')}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {form.problemOf('country', problemText)}
        </div>
        {action.failure && !refused && <ActionError error={action.failure} onRetry={() => void submit()} />}
        <p className="msx-success" role="status" hidden={!saved}>
          {saved ? t('mysixt.profiles.saved') : ''}
        </p>
        <button type="submit" className="msx-button" disabled={action.sending} aria-busy={action.sending || undefined}>
          {action.sending ? t('mysixt.profiles.saving') : t('mysixt.profiles.save')}
        </button>
      </form>
    </section>
  )
}
