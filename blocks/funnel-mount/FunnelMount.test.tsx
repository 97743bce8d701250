// @vitest-environment jsdom
// Protects SPEC §7/§8: a micro-app whose bootstrapper does not load leaves a translated message with a retry, not a blank area.
import { createStore } from 'jotai'
import { readFileSync } from 'node:fs'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { BlockProviders } from '../../engine/shared/BlockProviders.tsx'
import { createI18n } from '../../engine/shared/i18n/createI18n.ts'
import { testEnv } from '../../engine/testing/renderBlockToString.tsx'
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
    const i18n = createI18n('de-DE', { 'de-DE': JSON.parse(readFileSync(fromRepo('locales/de-DE/translations.json'), 'utf8')) })
    const element = document.createElement('div')
    document.body.append(element)
    await act(async () =>
      createRoot(element).render(
        <BlockProviders env={testEnv} i18n={i18n} store={createStore()}>
          <FunnelMount app="phoenix" start_url="page:start" />
        </BlockProviders>,
      ),
    )
    await vi.waitFor(() => expect(element.querySelector('[role="alert"]')?.textContent).toContain('Die Buchung kann gerade nicht angezeigt werden.'))
    expect(fetch).toHaveBeenCalledWith('/web-apps/phoenix/bootstrapper.json', expect.anything())
    expect(element.querySelector('[data-micro-app="phoenix"]')!.hasAttribute('hidden')).toBe(true)
    await act(async () => element.querySelector('button')!.click())
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })
})
