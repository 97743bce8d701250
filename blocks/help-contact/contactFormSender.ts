import { type EnhancerPage, enhancerTexts } from '../../engine/sdk.ts'
import {
  checkContactForm,
  type ContactField,
  type ContactFormValues,
  type ContactProblem,
  type ContactTopic,
} from '../../features/help-centre/index.ts'
import { createHelpFormCalls, type HelpFormCalls } from '../../features/web-api/index.ts'
import { CONTACT_FIELDS } from './contactFields.ts'

/** An id for one message, kept across retries: the API answers the same reference number for it, so nothing is received twice. */
const newRequestId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** Checks and sends the contact form, once per submit; undefined when the form is not in the element. */
export type ContactFormSender = (() => Promise<void>) | undefined

/**
 * The contact form's submit, without React: checks it as the API does (checkContactForm), names each problem at its
 * field (aria-invalid, aria-describedby, focus on the first: SPEC §5), sends it once however often it is submitted
 * while in flight, and shows the reference number, or a failure with a retry that sends the same message again.
 * Values stay as typed through every error. Loaded when the visitor reaches the form (enhance.ts).
 */
export function contactFormSender(element: HTMLElement, page: EnhancerPage, api: Pick<HelpFormCalls, 'helpContact'>): ContactFormSender {
  const { env } = page
  const t = enhancerTexts(page)
  const section = element.querySelector<HTMLElement>('[data-help-contact]')
  const form = section?.querySelector('form')
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const sendError = form?.querySelector<HTMLElement>('[data-send-error]')
  const receipt = section?.querySelector<HTMLElement>('[data-receipt]')
  if (!section || !form || !submit || !sendError || !receipt) return undefined
  const control = (name: ContactField) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  const requestId = newRequestId()
  let inFlight = false

  const problemText = (problem: ContactProblem) =>
    problem === 'required' ? t('common.requiredField') : t(`helpCentre.contact.problems.${problem}`)

  /** True when nothing was found; otherwise the problems show and the first field with one takes focus. */
  const accept = (found: Partial<Record<ContactField, ContactProblem>>): boolean => {
    for (const name of CONTACT_FIELDS) {
      const field = control(name)
      const message = form.querySelector<HTMLElement>(`[data-problem="${name}"]`)!
      const problem = found[name]
      message.hidden = !problem
      message.textContent = problem ? problemText(problem) : ''
      if (problem) {
        field.setAttribute('aria-invalid', 'true')
        field.setAttribute('aria-describedby', message.id)
      } else {
        field.removeAttribute('aria-invalid')
        field.removeAttribute('aria-describedby')
      }
    }
    const first = CONTACT_FIELDS.find((name) => found[name])
    if (first) control(first).focus()
    return first === undefined
  }

  const state = (kind: 'editing' | 'sending' | 'sent' | 'error', label: string) => {
    section.dataset.helpContact = kind
    submit.textContent = label
    submit.disabled = kind === 'sending'
    if (kind === 'sending') submit.setAttribute('aria-busy', 'true')
    else submit.removeAttribute('aria-busy')
  }

  return async () => {
    if (inFlight) return
    const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, control(name).value])) as unknown as ContactFormValues
    if (!accept(checkContactForm(values))) return
    inFlight = true
    sendError.hidden = true
    state('sending', t('helpCentre.contact.sending'))
    const { email, ...fields } = values
    const sent = await api.helpContact({
      ...fields,
      // Given an address, the API mails a receipt with the reference number, in the page's language.
      ...(email.trim() ? { email: email.trim() } : {}),
      topic: values.topic as ContactTopic,
      country: env.country.toUpperCase(),
      locale: env.locale,
      requestId,
    })
    inFlight = false
    if (!sent.ok) {
      state('error', t('helpCentre.contact.retry'))
      sendError.textContent = t('helpCentre.contact.error')
      sendError.hidden = false
      return
    }
    state('sent', t('helpCentre.contact.send'))
    receipt.querySelector('[data-reference]')!.textContent = sent.value.referenceNumber
    section.querySelector('.lead')?.remove()
    form.remove()
    receipt.hidden = false
    // The button pressed went with the form: focus (and the view) move to the reference number.
    receipt.focus()
  }
}

/** The sender with the page's API client: what enhance.ts imports on the visitor's first step into the form. */
export const pageContactFormSender = (element: HTMLElement, page: EnhancerPage): ContactFormSender =>
  contactFormSender(element, page, createHelpFormCalls(page.env.api))
