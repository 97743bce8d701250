// @vitest-environment jsdom
// Protects island hydration: islands of one page hydrate from their serialized props and share one atom store.
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ISLAND_MODULES_ID, type IslandModules } from '../shared/islandModules.ts'
import { ISLAND_PAYLOAD_ID } from '../shared/islandPayload.ts'
import { hydrateIslands } from './hydrateIslands.ts'
import { bookingIslandEnv, bookingIslandHtml, bookingIslandMessages, bookingIslandModules } from '../../tests/support/bookingIslandHtml.tsx'

// Where the page says its islands' blocks are, as the dev server writes it (tools/vite/devPageAssets.ts): the source modules.
const islandModules = (modules: IslandModules) =>
  `<script type="application/json" id="${ISLAND_MODULES_ID}">${JSON.stringify(modules)}</script>`
const newsBanner = islandModules({ 'news-banner': { enhancer: true, url: '/blocks/news-banner/enhance.ts', imports: [] } })

describe('hydrateIslands', () => {
  it('hydrates every island and lets islands share atoms', async () => {
    const props = {
      heading: 'bookingContainer.heading',
      action: 'page:online-booking',
      data: { branch: null, driverAges: { minimumDriverAge: 18, youngDriverAge: 25 } },
    }
    document.body.innerHTML =
      bookingIslandHtml(props) +
      bookingIslandHtml(props) +
      bookingIslandModules +
      `<script type="application/json" id="${ISLAND_PAYLOAD_ID}">${JSON.stringify({ env: bookingIslandEnv, messages: bookingIslandMessages })}</script>`
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
    document.body.innerHTML = `<div data-island="news-banner" data-hydrate="load" data-props="${props}">${banner}</div>${newsBanner}<script type="application/json" id="${ISLAND_PAYLOAD_ID}">${JSON.stringify({ env: bookingIslandEnv, messages: bookingIslandMessages })}</script>`
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
    document.body.innerHTML = `<div data-island="news-banner" data-hydrate="load" data-props="${props}">${banner}</div>${newsBanner}<script type="application/json" id="${ISLAND_PAYLOAD_ID}">${JSON.stringify({ env: bookingIslandEnv, messages: bookingIslandMessages })}</script>`
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
