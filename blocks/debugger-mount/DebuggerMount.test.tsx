// @vitest-environment jsdom
// Protects SPEC §4, §7: the debugger app is requested only in debug mode; the debug cookie decides before the host.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { DebuggerMount } from './DebuggerMount.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  document.cookie = 'sx_debug=; max-age=0'
})

async function mount(): Promise<HTMLElement> {
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () =>
    createRoot(element).render(
      <BlockTestProviders>
        <DebuggerMount start_url="page:start" />
      </BlockTestProviders>,
    ),
  )
  return element
}

describe('DebuggerMount', () => {
  it('loads nothing when the debug cookie says off, even on localhost', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    document.cookie = 'sx_debug=false'
    const element = await mount()
    expect(element.querySelector('[data-debugger]')!.getAttribute('data-debugger')).toBe('off')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks for the debugger bootstrapper in debug mode (localhost)', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(location.hostname).toBe('localhost')
    const element = await mount()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/web-apps/debugger/bootstrapper.json', expect.anything()))
    await vi.waitFor(() => expect(element.querySelector('[role="alert"]')).not.toBeNull())
  })
})
