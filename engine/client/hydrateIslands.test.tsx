// @vitest-environment jsdom
// Protects island hydration: islands of one page hydrate from their serialized props and share one jotai store.
import { createStore } from 'jotai'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import bookingContainer from '../../blocks/booking-container/block.ts'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import { createI18n } from '../shared/i18n/createI18n.ts'
import { ISLAND_PAYLOAD_ID } from '../shared/islandPayload.ts'
import type { PageEnv } from '../shared/PageEnv.tsx'
import { testEnv } from '../testing/renderBlockToString.tsx'
import { hydrateIslands } from './hydrateIslands.ts'
import type { BookingContainerData } from '../../blocks/booking-container/data.ts'
import type { BookingContainerProps } from '../../blocks/booking-container/props.gen.ts'

// The links the booking container's island reads; testEnv's others do not matter here.
const env: PageEnv = { ...testEnv, links: { 'page:online-booking': '/de-de/booking/' } }
const messages = { bookingContainer: { heading: 'Mietwagen finden', pickupLocation: 'Abholort', submit: 'Fahrzeuge anzeigen' } }

function islandHtml(props: BookingContainerProps & { data: BookingContainerData }): string {
  const Component = bookingContainer.component
  const inner = renderToString(
    <BlockProviders env={env} i18n={createI18n('de-DE', { 'de-DE': messages })} store={createStore()}>
      <Component {...props} />
    </BlockProviders>,
  )
  const attribute = JSON.stringify(props).replace(/"/g, '&quot;')
  return `<div data-island="booking-container" data-hydrate="load" data-props="${attribute}" style="display:contents">${inner}</div>`
}

describe('hydrateIslands', () => {
  it('hydrates every island and lets islands share atoms', async () => {
    const props = {
      heading: 'bookingContainer.heading',
      action: 'page:online-booking',
      data: { branch: null, driverAges: { minimumDriverAge: 18, youngDriverAge: 25 } },
    }
    document.body.innerHTML =
      islandHtml(props) +
      islandHtml(props) +
      `<script type="application/json" id="${ISLAND_PAYLOAD_ID}">${JSON.stringify({ env, messages })}</script>`
    await act(async () => {
      hydrateIslands()
      // The block chunk and the React half of the runtime load on demand.
      await vi.waitFor(
        () =>
          expect([...document.querySelectorAll<HTMLElement>('[data-island]')].map((island) => island.dataset.hydrated)).toEqual([
            'true',
            'true',
          ]),
        { timeout: 20000 },
      )
    })
    const [first, second] = [...document.querySelectorAll<HTMLInputElement>('input[name="pickup"]')]
    expect(first.labels?.[0]?.textContent).toBe('Abholort')
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setValue.call(first, 'Flughafen München')
      first.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(second.value).toBe('Flughafen München')
  })

  it("runs a block's plain-DOM enhancer instead of hydrating it: the news banner follows the hash", async () => {
    window.location.hash = '#/bookings'
    const banner = '<aside data-testid="news-banner"><a href="/de-de/">Neu</a></aside>'
    const props = JSON.stringify({ banner_text: 'start.banner.text', banner_url: 'page:start' }).replace(/"/g, '&quot;')
    document.body.innerHTML = `<div data-island="news-banner" data-hydrate="load" data-props="${props}">${banner}</div><script type="application/json" id="${ISLAND_PAYLOAD_ID}">${JSON.stringify({ env, messages })}</script>`
    hydrateIslands()
    const island = document.querySelector<HTMLElement>('[data-island]')!
    await vi.waitFor(() => expect(island.dataset.hydrated).toBe('true'), { timeout: 20000 })
    const aside = island.querySelector<HTMLElement>('[data-testid="news-banner"]')!
    expect(aside.hidden).toBe(true)
    window.location.hash = '#/'
    await vi.waitFor(() => expect(aside.hidden).toBe(false))
  })

  it('starts a folded island only when the visitor opens it, whatever its trigger (the booking page keeps react-dom off its start)', async () => {
    window.location.hash = '#/bookings'
    // Folded as the booking page's search editor is (blocks/booking-container with searchFromAddress), around an island
    // whose start shows: the news banner's enhancer hides it on this hash.
    const banner =
      '<details data-hydrate-on-open><summary>Suche</summary><aside data-testid="news-banner"><a href="/de-de/">Neu</a></aside></details>'
    const props = JSON.stringify({ banner_text: 'start.banner.text', banner_url: 'page:start' }).replace(/"/g, '&quot;')
    document.body.innerHTML = `<div data-island="news-banner" data-hydrate="load" data-props="${props}">${banner}</div><script type="application/json" id="${ISLAND_PAYLOAD_ID}">${JSON.stringify({ env, messages })}</script>`
    const island = document.querySelector<HTMLElement>('[data-island]')!
    const editor = island.querySelector('details')!
    hydrateIslands()
    // A load island that is not folded starts at once (the test above): give this one time enough to start wrongly.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(island.dataset.hydrated).toBe('on-open')
    expect(island.querySelector<HTMLElement>('aside')!.hidden).toBe(false)
    editor.open = true
    // Browsers fire toggle a task after the change; fired here so the test does not rest on jsdom doing the same.
    editor.dispatchEvent(new Event('toggle'))
    await vi.waitFor(() => expect(island.dataset.hydrated).toBe('true'), { timeout: 20000 })
    expect(island.querySelector<HTMLElement>('aside')!.hidden).toBe(true)
  })
})
