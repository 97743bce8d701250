// @vitest-environment jsdom
// Protects the account's Profiles and BusinessHub tabs (issue 26 §7): Profiles edits name, phone and address with the
// SPEC §5 messages at the fields, saves through the API and greets with the new name; BusinessHub sends the business
// programme's sign-up and confirms it with its reference, or shows the request the account made before.
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, BusinessSignUp } from '../../../features/web-api/index.ts'
import { fail, ok } from '../../../engine/testing/apiResults.ts'
import { erika, mount, unmountAll } from '../../../tests/support/mountMysixt.tsx'

beforeEach(() => {
  window.scrollTo = () => {}
})
afterEach(async () => {
  await unmountAll()
  document.body.innerHTML = ''
  window.location.hash = ''
})

/** Types into the field labelled `label` (input or select) as a visitor would. */
async function type(app: HTMLElement, label: string, value: string) {
  const labelled = [...app.querySelectorAll('label')].find((candidate) => candidate.textContent === label)
  if (!labelled) throw new Error(`no field "${label}"`)
  const field = document.getElementById(labelled.htmlFor) as HTMLInputElement | HTMLSelectElement
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value)
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  })
  return field
}
const send = (app: HTMLElement) => act(async () => app.querySelector<HTMLButtonElement>('.msx-view button[type="submit"]')!.click())
const problemOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent

const receipt: BusinessSignUp = {
  reference: 'BH-00001234',
  companyName: 'Muster GmbH',
  companySize: '10-49',
  businessEmail: 'fuhrpark@muster.example',
  phone: '+49 30 1234567',
  country: 'DE',
  receivedAt: '2031-11-27T10:00:00Z',
}

describe('the Profiles tab', () => {
  it('refuses a 51-character name and half an address at their fields, then saves and greets with the new name', async () => {
    window.location.hash = '#/profiles'
    const updateProfile = vi.fn<ApiClient['updateProfile']>(async ({ firstName, lastName }) => ok({ ...erika, firstName, lastName }))
    const app = await mount({ me: async () => ok(erika), updateProfile })
    expect(app.querySelector('h2')!.textContent).toBe('Ihr Profil')
    const firstName = await type(app, 'Vorname', 'A'.repeat(51))
    await type(app, 'Ort', 'Berlin')
    await send(app)
    expect(problemOf(firstName)).toBe('Höchstens 50 Zeichen.')
    expect(problemOf(await type(app, 'Postleitzahl', ''))).toBe('Dieses Pflichtfeld darf nicht leer bleiben.')
    expect(updateProfile).not.toHaveBeenCalled()

    await type(app, 'Vorname', 'Erna')
    await type(app, 'Telefonnummer (optional)', '+49 30 1234567')
    await type(app, 'Straße und Hausnummer', 'Hauptstraße 1')
    await type(app, 'Postleitzahl', '10115')
    await send(app)
    expect(updateProfile).toHaveBeenCalledWith({
      firstName: 'Erna',
      lastName: 'Muster',
      phone: '+49 30 1234567',
      address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    })
    expect(app.querySelector('.msx-view [role="status"]')!.textContent).toBe('Ihre Änderungen sind gespeichert.')
    expect(app.querySelector('h1')!.textContent).toBe('Hallo, Erna')
  })
})

describe('the BusinessHub tab', () => {
  it('sends the sign-up after the fields are right and confirms it with its reference', async () => {
    window.location.hash = '#/businesshub'
    const businessSignUp = vi.fn<ApiClient['businessSignUp']>(async () => ok(receipt))
    const app = await mount({
      me: async () => ok(erika),
      myBusinessSignUp: async () => fail({ kind: 'http', status: 404, path: '/v2/business/signups/me', message: 'none' }),
      businessSignUp,
    })
    await vi.waitFor(() => expect(app.querySelector('[data-business-sign-up-form]')).not.toBeNull())
    await send(app)
    expect(problemOf(app.querySelector('input')!)).toBe('Dieses Pflichtfeld darf nicht leer bleiben.')
    expect(businessSignUp).not.toHaveBeenCalled()
    await type(app, 'Firmenname', 'Muster GmbH')
    await type(app, 'Anzahl der Fahrer', '10-49')
    await type(app, 'Telefonnummer', '+49 30 1234567')
    await send(app)
    expect(businessSignUp).toHaveBeenCalledWith({
      companyName: 'Muster GmbH',
      companySize: '10-49',
      businessEmail: 'erika@example.com',
      phone: '+49 30 1234567',
      country: 'DE',
      locale: 'de-DE',
    })
    const confirmation = app.querySelector('[data-business-sign-up]')!
    expect(confirmation.textContent).toContain('Referenz: BH-00001234')
    expect(confirmation.textContent).toContain('Vielen Dank! Wir haben Ihre Anfrage am 27.11.2031 erhalten.')
  })

  it('shows the request the account made before instead of the form', async () => {
    window.location.hash = '#/businesshub'
    const app = await mount({ me: async () => ok(erika), myBusinessSignUp: async () => ok(receipt) })
    await vi.waitFor(() => expect(app.querySelector('[data-business-sign-up]')?.textContent).toContain('BH-00001234'))
    expect(app.querySelector('[data-business-sign-up-form]')).toBeNull()
  })
})
