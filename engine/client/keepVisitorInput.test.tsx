// @vitest-environment jsdom
// Protects 'intent' islands (engine/client/whenIntent.ts, keepVisitorInput.ts): in a file of its own, so its island
// store starts empty as on a fresh page.
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

describe('an intent island', () => {
  it("starts an 'intent' island at the visitor's first sign of using it, and keeps what was typed before", async () => {
    const props = {
      heading: 'bookingContainer.heading',
      action: 'page:online-booking',
      data: { branch: null, driverAges: { minimumDriverAge: 18, youngDriverAge: 25 } },
    }
    document.body.innerHTML =
      islandHtml(props).replace('data-hydrate="load"', 'data-hydrate="intent"') +
      `<script type="application/json" id="${ISLAND_PAYLOAD_ID}">${JSON.stringify({ env, messages })}</script>`
    const island = document.querySelector<HTMLElement>('[data-island]')!
    hydrateIslands()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(island.dataset.hydrated).toBe('intent')
    const field = island.querySelector<HTMLInputElement>('input[name="pickup"]')!
    // Typed into the server HTML; the focus that comes with it is the intent that wakes the island.
    field.value = 'Flughafen'
    field.focus()
    await act(async () => {
      await vi.waitFor(() => expect(island.dataset.hydrated).toBe('true'), { timeout: 20000 })
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    const hydratedField = island.querySelector<HTMLInputElement>('input[name="pickup"]')!
    expect(hydratedField.value).toBe('Flughafen')
    expect(document.activeElement).toBe(hydratedField)
  })
})
