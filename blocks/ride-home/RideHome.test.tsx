// @vitest-environment jsdom
// Protects SPEC §2, §7, §8: the ride-home app that does not load leaves a translated message with a retry in place of the skeleton.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { RideHome } from './RideHome.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('RideHome', () => {
  it('prerenders the booking skeleton and the mount point', () => {
    const html = renderToString(
      <BlockTestProviders>
        <RideHome start_url="page:start" />
      </BlockTestProviders>,
    )
    expect(html).toContain('data-booking-skeleton')
    expect(html).toContain('id="ride-home-app"')
    expect(html).toContain('data-ride-home="loading"')
  })

  it('replaces the skeleton with a message and a retry when the bootstrapper fails, and tries again', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = document.createElement('div')
    document.body.append(element)
    await act(async () =>
      createRoot(element).render(
        <BlockTestProviders>
          <RideHome start_url="page:start" />
        </BlockTestProviders>,
      ),
    )
    await vi.waitFor(() =>
      expect(element.querySelector('[role="alert"]')?.textContent).toContain('Die Fahrtbuchung kann gerade nicht angezeigt werden.'),
    )
    expect(fetch).toHaveBeenCalledWith('/web-apps/ride-home/bootstrapper.json', expect.anything())
    expect(element.querySelector('[data-booking-skeleton]')).toBeNull()
    await act(async () => element.querySelector<HTMLButtonElement>('[role="alert"] button')!.click())
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })
})
