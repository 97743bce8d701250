// @vitest-environment jsdom
// Protects SPEC §7/§8: a micro-app whose bootstrapper does not load leaves a translated message with a retry, not a blank area.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlockTestProviders } from '../../engine/testing/BlockTestProviders.tsx'
import { FunnelMount } from './FunnelMount.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('FunnelMount', () => {
  it('asks for the bootstrapper of the app, shows a message with a retry when it fails, and tries again', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = document.createElement('div')
    document.body.append(element)
    await act(async () =>
      createRoot(element).render(
        <BlockTestProviders>
          <FunnelMount app="phoenix" start_url="page:start" />
        </BlockTestProviders>,
      ),
    )
    await vi.waitFor(() => expect(element.querySelector('[role="alert"]')?.textContent).toContain('Die Buchung kann gerade nicht angezeigt werden.'))
    expect(fetch).toHaveBeenCalledWith('/web-apps/phoenix/bootstrapper.json', expect.anything())
    expect(element.querySelector('[data-micro-app="phoenix"]')!.hasAttribute('hidden')).toBe(true)
    await act(async () => element.querySelector('button')!.click())
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })
})
