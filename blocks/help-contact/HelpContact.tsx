import { styled } from '@linaria/react'
import {
  color,
  Container,
  field,
  fieldError,
  primaryActionStyles,
  resolveHref,
  space,
  usePageEnv,
  useTranslation,
  useElementId,
} from '../../engine/sdk.ts'
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactField, HelpBreadcrumbs, helpPage } from '../../features/help-centre/index.ts'
import { OPTIONAL_CONTACT_FIELDS } from './contactFields.ts'
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
  /* Last, so a field's hidden message stays hidden. */
  [hidden] {
    display: none;
  }
`

/**
 * The contact form of the help centre (SPEC §2, §5), rendered on the server with an empty, hidden message under each
 * field, a hidden alert and a hidden receipt; enhance.ts checks and sends it in the browser without React (issue 28
 * §3) and fills those in.
 */
export function HelpContact(_props: HelpContactProps & { data: { links: string[] } }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const id = useElementId()
  const fieldId = (name: ContactField) => `${id}-${name}`

  const label = (name: ContactField) => (
    <label htmlFor={fieldId(name)}>
      {t(`helpCentre.contact.fields.${name}`)}
      {OPTIONAL_CONTACT_FIELDS.has(name) ? <span className="optional"> {t('helpCentre.contact.optional')}</span> : null}
    </label>
  )
  const control = (name: ContactField) => ({
    id: fieldId(name),
    name,
    'aria-required': OPTIONAL_CONTACT_FIELDS.has(name) ? undefined : true,
  })
  const problem = (name: ContactField) => <p id={`${fieldId(name)}-problem`} className={fieldError} data-problem={name} hidden />

  return (
    <section className={helpPage} data-help-contact="editing">
      <Container>
        <HelpBreadcrumbs
          crumbs={[
            { label: t('helpCentre.title'), href: resolveHref('page:help-center', env) },
            { label: t('helpCentre.contact.heading') },
          ]}
        />
        <h1>{t('helpCentre.contact.heading')}</h1>
        {/* Focused once shown: the form it replaces held the focus (enhance.ts). */}
        <div role="status" data-receipt hidden tabIndex={-1}>
          <p>{t('helpCentre.contact.sent')}</p>
          <p>
            {t('helpCentre.contact.reference')} <strong data-reference />
          </p>
        </div>
        <p className="lead">{t('helpCentre.contact.intro')}</p>
        <Form noValidate>
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
          {/* Says the form could not be sent; written here so the enhancer shows it without the translation runtime. */}
          <p role="alert" className={fieldError} data-send-error hidden>
            {t('helpCentre.contact.error')}
          </p>
          <button type="submit">{t('helpCentre.contact.send')}</button>
        </Form>
      </Container>
    </section>
  )
}
