import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { LocationChooser } from '../../features/booking-search/index.ts'

describe('LocationChooser', () => {
  it('is a labelled ARIA combobox that controls a listbox, closed in the static HTML', () => {
    const html = renderBlockToString(LocationChooser, { label: 'bookingContainer.pickupLocation' })
    const id = /<input[^>]*id="([^"]+)"/.exec(html)![1]
    expect(html).toContain(`<label for="${id}">Abholort</label>`)
    expect(html).toMatch(/role="combobox"[^>]*aria-autocomplete="list"[^>]*aria-expanded="false"/)
    expect(html).toContain(`aria-controls="${id}-listbox"`)
    expect(html).toMatch(new RegExp(`<ul id="${id}-listbox" role="listbox" aria-label="Vorgeschlagene Filialen" hidden=""`))
    expect(html).toContain(`aria-expanded="false" aria-controls="${id}-overview"`)
    expect(html).toContain('placeholder="Flughafen, Stadt oder Bahnhof"')
  })
})
