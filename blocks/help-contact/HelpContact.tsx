import { styled } from '@linaria/react'
import { useRef, useState, type FormEvent } from 'react'
import {
  color,
  Container,
  field,
  fieldError,
  primaryActionStyles,
  resolveHref,
  space,
  useFormFields,
  usePageEnv,
  useTranslation,
} from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import {
  checkContactForm,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactFormValues,
  type ContactProblem,
  HelpBreadcrumbs,
  helpPage,
} from '../../features/help-centre/index.ts'
import type { HelpContactProps } from './props.gen.ts'

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 40rem;
  select,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: ${space.sm} ${space.md};
    border: 1px solid ${color.controlBorder};
    border-radius: 4px;
    font: inherit;
  }
  textarea {
    min-height: 8rem;
  }
  [aria-invalid='true'] {
    border-color: ${color.danger};
  }
  .optional {
    font-weight: 400;
  }
  button {
    justify-self: start;
    ${primaryActionStyles}
  }
`

const EMPTY: ContactFormValues = { topic: '', name: '', phone: '', email: '', message: '', rentalAgreement: '', bookingId: '' }
const FIELDS: ContactField[] = ['topic', 'name', 'phone', 'email', 'message', 'rentalAgreement', 'bookingId']
const OPTIONAL = new Set<ContactField>(['email', 'rentalAgreement', 'bookingId'])

type Sending = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; referenceNumber: string } | { kind: 'error' }

/** An id for one message, kept across retries: the API answers the same reference number for it, so nothing is received twice. */
const newRequestId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** The contact form of the help centre (SPEC §2, §5). A message in flight blocks another submit (a ref, not state, so two clicks in one frame send once). */
export function HelpContact(_props: HelpContactProps & { data: { links: string[] } }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const { values, fieldId, accept, control, problemOf } = useFormFields<ContactField, ContactProblem>(EMPTY, FIELDS, {
    optional: OPTIONAL,
    problemClass: fieldError,
  })
  const [sending, setSending] = useState<Sending>({ kind: 'editing' })
  const requestId = useRef(newRequestId())
  const inFlight = useRef(false)

  const problemText = (problem: ContactProblem) =>
    problem === 'required' ? t('common.requiredField') : t(`helpCentre.contact.problems.${problem}`)

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (inFlight.current) return
    if (!accept(checkContactForm(values))) return
    inFlight.current = true
    setSending({ kind: 'sending' })
    const { email, ...fields } = values
    const sent = await api.helpContact({
      ...fields,
      // Given an address, the API mails a receipt with the reference number, in the page's language.
      ...(email.trim() ? { email: email.trim() } : {}),
      topic: values.topic as (typeof CONTACT_TOPICS)[number],
      country: env.country.toUpperCase(),
      locale: env.locale,
      requestId: requestId.current,
    })
    inFlight.current = false
    setSending(sent.ok ? { kind: 'sent', referenceNumber: sent.value.referenceNumber } : { kind: 'error' })
  }

  const label = (name: ContactField) => (
    <label htmlFor={fieldId(name)}>
      {t(`helpCentre.contact.fields.${name}`)}
      {OPTIONAL.has(name) ? <span className="optional"> {t('helpCentre.contact.optional')}</span> : null}
    </label>
  )
  const problem = (name: ContactField) => problemOf(name, problemText)

  return (
    <section className={helpPage} data-help-contact={sending.kind}>
      <Container>
        <HelpBreadcrumbs
          crumbs={[
            { label: t('helpCentre.title'), href: resolveHref('page:help-center', env) },
            { label: t('helpCentre.contact.heading') },
          ]}
        />
        <h1>{t('helpCentre.contact.heading')}</h1>
        {sending.kind === 'sent' ? (
          <div role="status">
            <p>{t('helpCentre.contact.sent')}</p>
            <p>
              {t('helpCentre.contact.reference')} <strong data-reference>{sending.referenceNumber}</strong>
            </p>
          </div>
        ) : (
          <>
            <p className="lead">{t('helpCentre.contact.intro')}</p>
            <Form noValidate onSubmit={(event) => void submit(event)}>
              <div className={field}>
                {label('topic')}
                <select {...control('topic')}>
                  <option value="">{t('helpCentre.contact.chooseTopic')}</option>
                  {CONTACT_TOPICS.map((topic) => (
                    <option key={topic} value={topic}>
                      {t(`helpCentre.contact.topics.${topic}`)}
                    </option>
                  ))}
                </select>
                {problem('topic')}
              </div>
              <div className={field}>
                {label('name')}
                <input type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...control('name')} />
                {problem('name')}
              </div>
              <div className={field}>
                {label('phone')}
                <input type="tel" autoComplete="tel" inputMode="tel" {...control('phone')} />
                {problem('phone')}
              </div>
              <div className={field}>
                {label('email')}
                <input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} {...control('email')} />
                {problem('email')}
              </div>
              <div className={field}>
                {label('message')}
                <textarea maxLength={CONTACT_LIMITS.message} {...control('message')} />
                {problem('message')}
              </div>
              <div className={field}>
                {label('rentalAgreement')}
                <input type="text" inputMode="numeric" {...control('rentalAgreement')} />
                {problem('rentalAgreement')}
              </div>
              <div className={field}>
                {label('bookingId')}
                <input type="text" inputMode="numeric" {...control('bookingId')} />
                {problem('bookingId')}
              </div>
              {sending.kind === 'error' ? (
                <p role="alert" className={fieldError}>
                  {t('helpCentre.contact.error')}
                </p>
              ) : null}
              <button type="submit" disabled={sending.kind === 'sending'} aria-busy={sending.kind === 'sending'}>
                {sending.kind === 'sending'
                  ? t('helpCentre.contact.sending')
                  : sending.kind === 'error'
                    ? t('helpCentre.contact.retry')
                    : t('helpCentre.contact.send')}
              </button>
            </Form>
          </>
        )}
      </Container>
    </section>
  )
}
