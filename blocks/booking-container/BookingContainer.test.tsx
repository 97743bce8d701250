import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { BookingContainer } from './BookingContainer.tsx'

describe('BookingContainer', () => {
  it('renders the location, four date and time fields and the button, with the market clock and no dates before hydration', () => {
    const html = renderBlockToString(BookingContainer, {
      heading: 'bookingContainer.heading',
      action: 'page:online-booking',
      data: { branch: null },
    })
    for (const label of ['Abholort', 'Abholdatum', 'Abholzeit', 'Rückgabedatum', 'Rückgabezeit'])
      expect(html).toContain(`>${label}</label>`)
    expect(html).toMatch(/<form noValidate="" action="\/de-de\/booking\/" method="get">/)
    // Dates depend on the visitor's clock: empty in the static HTML, with the format as placeholder.
    expect(html).toMatch(
      /<input id="[^"]+-pickupDate" type="text" inputMode="numeric" autoComplete="off" placeholder="TT.MM.JJJJ"[^>]*value=""/,
    )
    expect(html).toMatch(/<option value="12:30" selected="">12:30<\/option>/)
    expect(html).toContain('>Fahrzeuge anzeigen</button>')
  })
})
