// @vitest-environment jsdom
// Protects SPEC §2, §7, §8: the ride-home app that does not load leaves a translated message with a retry in place of the
// skeleton; and issue 28 §3: the block mounts the app with plain DOM code (the page runs the apps' React only).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import type { MicroAppContext } from '../../features/micro-apps/index.ts'
import enhance from './enhance.ts'
import { RideHome } from './RideHome.tsx'

// The loader answers through the network (fetch) unless a test gives it a loaded app.
const loaded = vi.hoisted(() => ({ create: undefined as ((element: HTMLElement, context: MicroAppContext) => undefined) | undefined }))
vi.mock('../../features/micro-apps/loadMicroApp.ts', async (original) => {
  const actual = await original<typeof import('../../features/micro-apps/loadMicroApp.ts')>()
  return {
    ...actual,
    loadMicroApp: (options: Parameters<typeof actual.loadMicroApp>[0]) =>
      loaded.create ? Promise.resolve({ ok: true, create: loaded.create }) : actual.loadMicroApp(options),
  }
})

afterEach(() => {
  loaded.create = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

function serverRendered(): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = renderBlockToString(RideHome, { start_url: 'page:start' })
  document.body.append(element)
  return element
}

const start = (element: HTMLElement) => enhance(element, { start_url: 'page:start' }, { env: testEnv, messages: {} })

describe('RideHome', () => {
  it('prerenders the booking skeleton and the mount point', () => {
    const element = serverRendered()
    expect(element.querySelector('[data-booking-skeleton]')).not.toBeNull()
    expect(element.querySelector('#ride-home-app')?.hasAttribute('hidden')).toBe(true)
    expect(element.querySelector('[data-ride-home]')?.getAttribute('data-ride-home')).toBe('loading')
    expect(element.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(true)
  })

  it('replaces the skeleton with a message and a retry when the bootstrapper fails, and brings it back while trying again', async () => {
    let answer: (response: Response) => void = () => {}
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = serverRendered()
    start(element)
    const alert = element.querySelector<HTMLElement>('[role="alert"]')!
    await vi.waitFor(() => expect(alert.hidden).toBe(false))
    expect(alert.textContent).toContain('Die Fahrtbuchung kann gerade nicht angezeigt werden.')
    expect(fetch).toHaveBeenCalledWith('/web-apps/ride-home/bootstrapper.json', expect.anything())
    expect(element.querySelector('[data-booking-skeleton]')).toBeNull()
    expect(element.querySelector('[data-ride-home]')?.getAttribute('data-ride-home')).toBe('failed')
    expect(element.querySelector('[data-ride-home]')?.getAttribute('aria-busy')).toBe('false')
    alert.querySelector('button')!.click()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(element.querySelector<HTMLElement>('[data-booking-skeleton]')?.hidden).toBe(false)
    expect(element.querySelector('[data-ride-home]')?.getAttribute('data-ride-home')).toBe('loading')
    answer(new Response('down', { status: 503 }))
    await vi.waitFor(() => expect(element.querySelector('[data-booking-skeleton]')).toBeNull())
  })

  it('mounts the app into the shown mount point with the start link resolved on the server', async () => {
    const create = vi.fn((_element: HTMLElement, _context: MicroAppContext) => undefined)
    loaded.create = create
    const element = serverRendered()
    start(element)
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    const [mount, context] = create.mock.calls[0]
    expect(mount.id).toBe('ride-home-app')
    // Until the app has drawn (React renders after create returns), the skeleton keeps its place: nothing jumps.
    await vi.waitFor(() => expect(element.querySelector('[data-ride-home]')?.getAttribute('data-ride-home')).toBe('mounted'))
    expect(element.querySelector('[data-booking-skeleton]')).not.toBeNull()
    expect(mount.hidden).toBe(true)
    mount.append(document.createElement('form'))
    await vi.waitFor(() => expect(mount.hidden).toBe(false))
    expect(context.links.start).toBe('/de-de/')
    expect(element.querySelector('[data-ride-home]')?.getAttribute('data-ride-home')).toBe('mounted')
    expect(element.querySelector('[data-booking-skeleton]')).toBeNull()
  })
})
