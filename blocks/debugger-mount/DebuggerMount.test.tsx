// @vitest-environment jsdom
// Protects SPEC §4, §7: the debugger app is requested only in debug mode; the debug cookie decides before the host.
// Issue 28 §3: the mount is plain DOM code, so outside debug mode the page loads nothing for it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { DebuggerMount } from './DebuggerMount.tsx'
import enhance from './enhance.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  document.cookie = 'sx_debug=; max-age=0'
})

function mount(): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = renderBlockToString(DebuggerMount, { start_url: 'page:start' })
  document.body.append(element)
  enhance(element, { start_url: 'page:start' }, { env: testEnv, messages: {} })
  return element
}

describe('DebuggerMount', () => {
  it('loads nothing when the debug cookie says off, even on localhost', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    document.cookie = 'sx_debug=false'
    const element = mount()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(element.querySelector('[data-debugger]')!.getAttribute('data-debugger')).toBe('off')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks for the debugger bootstrapper in debug mode (localhost) and shows the message with a retry when it fails', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(location.hostname).toBe('localhost')
    const element = mount()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/web-apps/debugger/bootstrapper.json', expect.anything()))
    await vi.waitFor(() => expect(element.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(false))
    expect(element.querySelector('[data-debugger]')!.getAttribute('data-debugger')).toBe('failed')
  })
})
