// @vitest-environment jsdom
// Protects SPEC §7, §8: the customer-settings app that does not load leaves a translated message with a retry.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { CustomerSettings } from './CustomerSettings.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

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
    document.body.append(element)
    await act(async () =>
      createRoot(element).render(
        <BlockTestProviders>
          <CustomerSettings start_url="page:start" />
        </BlockTestProviders>,
      ),
    )
    await vi.waitFor(() =>
      expect(element.querySelector('[role="alert"]')?.textContent).toContain('Ihre Einstellungen können gerade nicht angezeigt werden.'),
    )
    expect(fetch).toHaveBeenCalledWith('/web-apps/customer-settings/bootstrapper.json', expect.anything())
    await act(async () => element.querySelector<HTMLButtonElement>('[role="alert"] button')!.click())
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })
})
