// @vitest-environment jsdom
// Protects 'intent' islands (engine/client/whenIntent.ts, keepVisitorInput.ts): in a file of its own, so its island
// store starts empty as on a fresh page.
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ISLAND_PAYLOAD_ID } from '../shared/islandPayload.ts'
import { hydrateIslands } from './hydrateIslands.ts'
import { bookingIslandEnv, bookingIslandHtml, bookingIslandMessages, bookingIslandModules } from '../../tests/support/bookingIslandHtml.tsx'

describe('an intent island', () => {
  it("starts an 'intent' island at the visitor's first sign of using it, and keeps what was typed before", async () => {
    const props = {
      heading: 'bookingContainer.heading',
      action: 'page:online-booking',
      data: { branch: null, driverAges: { minimumDriverAge: 18, youngDriverAge: 25 } },
    }
    document.body.innerHTML =
      bookingIslandHtml(props).replace('data-hydrate="load"', 'data-hydrate="intent"') +
      bookingIslandModules +
      `<script type="application/json" id="${ISLAND_PAYLOAD_ID}">${JSON.stringify({ env: bookingIslandEnv, messages: bookingIslandMessages })}</script>`
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
