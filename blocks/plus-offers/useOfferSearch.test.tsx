// @vitest-environment jsdom
// Protects the filters' URL state (SPEC §3 filters, §4 filter flow): a filter link loads its result, a change pushes a history
// entry, the back button restores the one before, unknown values leave the URL with a notice, and a
// failing API keeps the filters and offers a retry.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../features/web-api/index.ts'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import loader, { type PlusOffersData } from './data.ts'
import { PlusOffers } from './PlusOffers.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let data: PlusOffersData
beforeAll(async () => {
  data = await loadBlockData(loader, { heading: 'plus.offers.heading' })
})

afterEach(() => {
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/de-de/plus/')
})

function mount(url: string, api: ApiClient = fakeApi('de-DE')): HTMLElement {
  window.history.replaceState(null, '', url)
  const element = document.createElement('div')
  document.body.append(element)
  act(() =>
    createRoot(element).render(
      <BlockTestProviders api={api}>
        <PlusOffers heading="plus.offers.heading" data={data} />
      </BlockTestProviders>,
    ),
  )
  return element
}

const status = (island: HTMLElement) => island.querySelector('[role="status"]')!.textContent
const choose = (island: HTMLElement, id: string, value: string) => {
  const select = island.querySelector<HTMLSelectElement>(`#${id}`)!
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

describe('plus offers filters in the URL', () => {
  it('loads the result of a filter link, pushes each change, and restores the last one on back', async () => {
    const island = mount('/de-de/plus/?engine=electric&budget=600')
    await vi.waitFor(() => expect(status(island)).toBe('Gefundene Angebote: 1'))
    await act(async () => choose(island, 'plus-filter-bodyType', 'convertible'))
    await vi.waitFor(() => expect(status(island)).toBe('Leider wurden keine Angebote gefunden'))
    expect(window.location.search).toBe('?engine=electric&type=convertible&budget=600')
    await act(async () => {
      window.history.back()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    await vi.waitFor(() => expect(status(island)).toBe('Gefundene Angebote: 1'))
    expect(island.querySelector<HTMLSelectElement>('#plus-filter-bodyType')!.value).toBe('')
  })

  it('drops values it does not offer from the URL and names them', async () => {
    const island = mount('/de-de/plus/?engine=steam&age=99&type=suv&utm_source=mail')
    await vi.waitFor(() => expect(status(island)).toBe('Gefundene Angebote: 2'))
    expect(window.location.search).toBe('?utm_source=mail&type=suv')
    expect(island.querySelector('[role="alert"]')!.textContent).toBe(
      'Einige Filter aus dem Link werden nicht angeboten und wurden zurückgesetzt: Antrieb, Alter des Fahrers.',
    )
  })

  it('keeps the filters when the API fails and finds the offers on retry', async () => {
    const working = fakeApi('de-DE')
    let failing = true
    const api: ApiClient = {
      ...working,
      subscriptionOffers: async (query, options) =>
        failing
          ? { ok: false, error: { kind: 'http', status: 500, path: '/v1/rentaloffers/subscriptionoffers', message: 'down' } }
          : working.subscriptionOffers(query, options),
    }
    const island = mount('/de-de/plus/', api)
    await act(async () => choose(island, 'plus-filter-engine', 'hybrid'))
    await vi.waitFor(() =>
      expect(island.querySelector('[role="alert"]')?.textContent).toContain('Die Angebote können gerade nicht geladen werden.'),
    )
    expect(island.querySelector<HTMLSelectElement>('#plus-filter-engine')!.value).toBe('hybrid')
    failing = false
    await act(async () => island.querySelector<HTMLButtonElement>('[role="alert"] button')!.click())
    await vi.waitFor(() => expect(status(island)).toBe('Gefundene Angebote: 3'))
  })
})
