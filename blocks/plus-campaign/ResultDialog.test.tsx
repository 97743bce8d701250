// @vitest-environment jsdom
// Protects the campaign registration dialogs (SPEC §4, §8; ARIA modal dialog pattern): success, then the
// error for the same email naming the plus support mailbox; focus starts on 'Okay', stays inside on Tab,
// Escape and 'Okay' close, and focus returns to the Register button. An invalid email sends nothing.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../features/web-api/index.ts'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { PlusCampaign } from './PlusCampaign.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const campaign = { id: 'plus-welcome', discountPercent: 20, discountedMonths: 3, gracePeriodDays: 30, validUntil: '2031-01-01' }
const env = {
  ...testEnv,
  support: { phoneDisplay: '+49 800', phoneDial: '+49800', mail: 'support@de.example.com', plusMail: 'plus-support@de.example.com' },
}

afterEach(() => {
  document.body.innerHTML = ''
})

function mount(register: ApiClient['registerForCampaign']): HTMLElement {
  const element = document.createElement('div')
  document.body.append(element)
  act(() =>
    createRoot(element).render(
      <BlockTestProviders env={env} api={{ ...fakeApi('de-DE'), registerForCampaign: register }}>
        <PlusCampaign heading="plus.campaign.heading" data={campaign} />
      </BlockTestProviders>,
    ),
  )
  return element
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('plus campaign registration', () => {
  it('opens the success dialog, then the error dialog for the same email; focus moves in, stays in, and returns', async () => {
    const seen = new Set<string>()
    const register = vi.fn<ApiClient['registerForCampaign']>(async ({ email }) => {
      if (seen.has(email))
        return {
          ok: false,
          error: { kind: 'http', status: 409, path: '/v1/subscription/subscriptioncampaigns/registrations', message: 'taken' },
        }
      seen.add(email)
      return { ok: true, value: { registrationId: 'PR-000001', campaignId: 'plus-welcome', expiresOn: '2031-01-31' } }
    })
    const island = mount(register)
    const submit = island.querySelector<HTMLButtonElement>('button[type="submit"]')!
    await act(async () => type(island.querySelector<HTMLInputElement>('#plus-campaign-email')!, 'ana@example.com'))
    await act(async () => submit.click())
    const success = island.querySelector('dialog')!
    expect(success.getAttribute('aria-labelledby')).toBe('plus-campaign-success-title')
    expect(success.textContent).toContain("Buchungsschritt 'Abo-Details'")
    expect(document.activeElement).toBe(success.querySelector('button'))
    await act(async () => success.dispatchEvent(new Event('cancel', { cancelable: true })))
    expect(island.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(submit)

    await act(async () => submit.click())
    const error = island.querySelector('dialog')!
    expect(error.querySelector('h2')!.textContent).toBe('Etwas ist schiefgelaufen')
    const mail = error.querySelector('a')!
    expect(mail.getAttribute('href')).toBe('mailto:plus-support@de.example.com')
    const okay = error.querySelector('button')!
    expect(document.activeElement).toBe(okay)
    await act(async () => error.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })))
    expect(document.activeElement).toBe(mail)
    await act(async () =>
      error.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true })),
    )
    expect(document.activeElement).toBe(okay)
    await act(async () => okay.click())
    expect(island.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(submit)
    expect(register).toHaveBeenCalledTimes(2)
  })

  it('refuses an invalid email with SPEC §5 texts and sends nothing', async () => {
    const register = vi.fn<ApiClient['registerForCampaign']>()
    const island = mount(register)
    const submit = island.querySelector<HTMLButtonElement>('button[type="submit"]')!
    await act(async () => submit.click())
    expect(island.querySelector('[role="alert"]')!.textContent).toBe('Dieses Pflichtfeld darf nicht leer bleiben.')
    await act(async () => type(island.querySelector<HTMLInputElement>('#plus-campaign-email')!, 'ana@example'))
    await act(async () => submit.click())
    expect(island.querySelector('[role="alert"]')!.textContent).toBe('Ungültige E-Mail-Adresse')
    expect(island.querySelector('#plus-campaign-email')!.getAttribute('aria-invalid')).toBe('true')
    expect(register).not.toHaveBeenCalled()
  })
})
