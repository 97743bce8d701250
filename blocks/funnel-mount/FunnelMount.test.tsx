// @vitest-environment jsdom
// Protects SPEC §7/§8: a micro-app whose bootstrapper does not load leaves a translated message with a retry, not a
// blank area; and the app mounts into the server-rendered markup without the site's React (the page runs one React, the app's).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import enhance from './enhance.ts'
import { FunnelMount } from './FunnelMount.tsx'
import type { MicroAppContext } from '../../features/micro-apps/index.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

function serverRendered(): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = renderBlockToString(FunnelMount, { app: 'phoenix', start_url: 'page:start' })
  document.body.append(element)
  return element
}

describe('FunnelMount', () => {
  it('asks for the bootstrapper of the app, shows a message with a retry when it fails, and tries again', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = serverRendered()
    const alert = element.querySelector<HTMLElement>('[role="alert"]')!
    expect(alert.hidden).toBe(true)
    expect(element.querySelector('[role="status"]')?.textContent).toBeTruthy()
    enhance(element, { app: 'phoenix', start_url: 'page:start' }, { env: testEnv, messages: {} })
    await vi.waitFor(() => expect(alert.hidden).toBe(false))
    expect(alert.textContent).toContain('Die Buchung kann gerade nicht angezeigt werden.')
    expect(fetch).toHaveBeenCalledWith('/web-apps/phoenix/bootstrapper.json', expect.anything())
    expect(element.querySelector('[data-micro-app="phoenix"]')!.hasAttribute('hidden')).toBe(true)
    expect(element.querySelector<HTMLElement>('[role="status"]')!.hidden).toBe(true)
    element.querySelector('button')!.click()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })

  it('mounts the app with the page texts and the start link resolved on the server', async () => {
    const create = vi.fn((_element: HTMLElement, _context: MicroAppContext) => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ main: './main.js' })),
    )
    const element = serverRendered()
    const { startMicroApp } = await import('../../features/micro-apps/index.ts')
    const loadMicroApp = await import('../../features/micro-apps/loadMicroApp.ts')
    vi.spyOn(loadMicroApp, 'loadMicroApp').mockResolvedValue({ ok: true, create })
    startMicroApp(element, 'phoenix', { env: testEnv, messages: { phoenix: { title: 'Angebote' } } })
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    const [mount, context] = create.mock.calls[0]
    expect(mount.dataset.microApp).toBe('phoenix')
    expect(context.messages).toEqual({ phoenix: { title: 'Angebote' } })
    expect(context.links.start).toBe('/de-de/')
    expect(element.querySelector<HTMLElement>('[role="status"]')!.hidden).toBe(true)
    expect(element.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(true)
  })

  it('has a heading and a no-JavaScript text with a link on in the server HTML, which the app replaces', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = serverRendered()
    const fallback = element.querySelector('[data-micro-app-fallback]')!
    expect(fallback.querySelector('h1')?.textContent).toBe('Ihre Buchung')
    expect(fallback.textContent).toContain('braucht JavaScript')
    expect(fallback.querySelector('a')?.getAttribute('href')).toMatch(/^\/de-de\//)
    enhance(element, { app: 'phoenix', start_url: 'page:start' }, { env: testEnv, messages: {} })
    expect(element.querySelector('[data-micro-app-fallback]')).toBeNull()
    expect(element.querySelector('h1')).toBeNull()
  })
})
