// @vitest-environment jsdom
// Protects SPEC §7, §8: the customer-settings app that does not load leaves a translated message with a retry; the
// block mounts it with plain DOM code (issue 28 §3: no React of the site's own on the ride page).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { CustomerSettings } from './CustomerSettings.tsx'
import enhance from './enhance.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('CustomerSettings', () => {
  it('asks for its bootstrapper, shows a message with a retry when it fails, and tries again', async () => {
    const fetch = vi.fn(async () => new Response('["not a map"]', { status: 200, headers: { 'content-type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = document.createElement('div')
    element.innerHTML = renderBlockToString(CustomerSettings, { start_url: 'page:start' })
    document.body.append(element)
    expect(element.querySelector('[role="status"]')?.textContent).toBeTruthy()
    enhance(element, { start_url: 'page:start' }, { env: testEnv, messages: {} })
    const alert = element.querySelector<HTMLElement>('[role="alert"]')!
    await vi.waitFor(() => expect(alert.hidden).toBe(false))
    expect(alert.textContent).toContain('Ihre Einstellungen können gerade nicht angezeigt werden.')
    expect(element.querySelector('[data-customer-settings]')?.getAttribute('data-customer-settings')).toBe('failed')
    expect(element.querySelector<HTMLElement>('[role="status"]')!.hidden).toBe(true)
    expect(fetch).toHaveBeenCalledWith('/web-apps/customer-settings/bootstrapper.json', expect.anything())
    alert.querySelector('button')!.click()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })
})
