// @vitest-environment jsdom
// Protects the help centre's contact form (SPEC §2, §5): empty required fields and a malformed phone number are
// named at the field and nothing is sent; a sent message shows its reference number; a failed send says so,
// keeps what was typed and offers a retry that sends the same message (same request id) again. The form is the
// server's HTML brought to life by its plain-DOM enhancer (enhance.ts), as in the browser.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../features/web-api/index.ts'
import { fail, ok } from '../../engine/testing/apiResults.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { testMessages } from '../../engine/testing/testI18n.ts'
import { contactFormSender } from './contactFormSender.ts'
import { enhanceHelpContact } from './enhance.ts'
import { HelpContact } from './HelpContact.tsx'

/** Lets the fake API's answer arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
async function act(run: () => unknown) {
  await run()
  await settle()
}

const env = { ...testEnv, links: { ...testEnv.links, 'page:help-center': '/de-de/help-center/' } }

afterEach(() => {
  document.body.innerHTML = ''
})

function mount(helpContact: ApiClient['helpContact'], locale = 'de-DE'): HTMLElement {
  const element = document.createElement('div')
  const pageEnv = { ...env, locale }
  element.innerHTML = renderBlockToString(HelpContact, { data: { links: ['page:help-center'] } }, pageEnv, locale)
  document.body.append(element)
  const page = { env: pageEnv, messages: testMessages(locale) }
  enhanceHelpContact(element, async () => contactFormSender(element, page, { helpContact }))
  return element
}

/** Types into a field the way a visitor does. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
const problemOf = (form: HTMLElement, name: string) => {
  const describedBy = field(form, name).getAttribute('aria-describedby')
  const message = describedBy ? document.getElementById(describedBy) : undefined
  return message && !message.hidden ? message.textContent : undefined
}

async function fillIn(form: HTMLElement, phone = '+49 89 1234 5678') {
  await act(async () => {
    choose(form.querySelector('select')!, 'payment')
    type(field(form, 'name'), 'Erika Muster')
    type(field(form, 'phone'), phone)
    type(form.querySelector('textarea')!, 'Meine Kaution ist noch nicht zurück.')
  })
}

describe('help-contact', () => {
  it('names every empty required field in German, moves focus to the first, and sends nothing', async () => {
    const send = vi.fn<ApiClient['helpContact']>()
    const form = mount(send)
    expect(form.querySelector('h1')!.textContent).toBe('Kontakt')
    expect(form.querySelector('label[for]')!.textContent).toBe('Thema')
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    for (const name of ['topic', 'name', 'phone', 'message']) {
      expect(problemOf(form, name)).toBe('Dieses Pflichtfeld darf nicht leer bleiben.')
      expect(field(form, name).getAttribute('aria-invalid')).toBe('true')
    }
    expect(problemOf(form, 'bookingId')).toBeUndefined()
    expect(document.activeElement).toBe(form.querySelector('select'))
    expect(send).not.toHaveBeenCalled()
  })

  it('explains a phone number that is not one', async () => {
    const send = vi.fn<ApiClient['helpContact']>()
    const form = mount(send)
    await fillIn(form, 'call me')
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(problemOf(form, 'phone')).toBe('Geben Sie eine Telefonnummer mit 6 bis 15 Ziffern ein, zum Beispiel +49 89 1234 5678.')
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the message with the page’s country and shows the reference number', async () => {
    const send = vi.fn<ApiClient['helpContact']>(async () => ok({ referenceNumber: 'HC-2031-0042' }))
    const form = mount(send)
    await fillIn(form)
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ topic: 'payment', name: 'Erika Muster', phone: '+49 89 1234 5678', country: 'DE', bookingId: '' }),
    )
    const status = form.querySelector<HTMLElement>('[role="status"]')!
    expect(status.hidden).toBe(false)
    expect(status.textContent).toContain('Vielen Dank, wir haben Ihre Nachricht erhalten.')
    expect(status.querySelector('strong')!.textContent).toBe('HC-2031-0042')
    expect(form.querySelector('form')).toBeNull()
    expect(document.activeElement).toBe(status)
  })

  it('keeps what was typed when sending fails, and the retry sends the same message again', async () => {
    const send = vi
      .fn<ApiClient['helpContact']>()
      .mockResolvedValueOnce(fail({ kind: 'network', path: '/v1/knowledge-article/contact', message: 'offline' }))
      .mockResolvedValueOnce(ok({ referenceNumber: 'HC-2031-0043' }))
    const form = mount(send)
    await fillIn(form)
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(form.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(false)
    expect(form.querySelector('[role="alert"]')!.textContent).toBe(
      'Ihre Nachricht konnte nicht gesendet werden. Ihre Eingaben bleiben erhalten: Versuchen Sie es erneut.',
    )
    expect(field(form, 'name').value).toBe('Erika Muster')
    const retry = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect(retry.textContent).toBe('Erneut versuchen')
    await act(async () => retry.click())
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1][0].requestId).toBe(send.mock.calls[0][0].requestId)
    expect(form.querySelector('[role="status"] strong')!.textContent).toBe('HC-2031-0043')
  })

  it('names an optional email that is not an address, and sends a valid one with the page’s locale for the receipt', async () => {
    const send = vi.fn<ApiClient['helpContact']>(async () => ok({ referenceNumber: 'HC-2031-0044' }))
    const form = mount(send)
    expect(field(form, 'email').type).toBe('email')
    expect(field(form, 'email').autocomplete).toBe('email')
    await fillIn(form)
    await act(async () => type(field(form, 'email'), 'erika.example.com'))
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(problemOf(form, 'email')).toBe('Geben Sie eine E-Mail-Adresse wie name@example.com ein.')
    expect(send).not.toHaveBeenCalled()
    await act(async () => type(field(form, 'email'), ' erika@example.com '))
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ email: 'erika@example.com', locale: 'de-DE' }))
  })

  it('sends no email field when none was given', async () => {
    const send = vi.fn<ApiClient['helpContact']>(async () => ok({ referenceNumber: 'HC-2031-0045' }))
    const form = mount(send)
    await fillIn(form)
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(send.mock.calls[0]![0]).not.toHaveProperty('email')
  })

  it('speaks French on a French page', () => {
    const form = mount(vi.fn(), 'fr-FR')
    expect(form.querySelector('h1')!.textContent).toBe('Nous contacter')
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.textContent).toBe('Envoyer le message')
  })

  it('loads the code that sends the form when the visitor steps into it, not with the page; offline then, a submit says so and keeps the text', async () => {
    const element = document.createElement('div')
    element.innerHTML = renderBlockToString(HelpContact, { data: { links: ['page:help-center'] } }, env, 'de-DE')
    document.body.append(element)
    const loadSender = vi.fn(() => Promise.reject(new Error('offline')))
    enhanceHelpContact(element, loadSender)
    expect(loadSender).not.toHaveBeenCalled()
    await act(async () => field(element, 'name').dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    expect(loadSender).toHaveBeenCalledTimes(1)
    await fillIn(element)
    await act(async () => element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(loadSender).toHaveBeenCalledTimes(2)
    expect(element.querySelector('[role="alert"]')!.textContent).toBe(
      'Ihre Nachricht konnte nicht gesendet werden. Ihre Eingaben bleiben erhalten: Versuchen Sie es erneut.',
    )
    expect(field(element, 'name').value).toBe('Erika Muster')
  })
})
