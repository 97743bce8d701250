import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { BookingContainer } from './BookingContainer.tsx'

describe('BookingContainer', () => {
  it('renders the location, four date and time fields and the button, with the market clock and no dates before hydration', () => {
    const html = renderBlockToString(BookingContainer, {
      heading: 'bookingContainer.heading',
      action: 'page:online-booking',
      data: { branch: null, driverAges: { minimumDriverAge: 18, youngDriverAge: 25 } },
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

  it('offers only the ages the market rents to, with its real young-driver age (US: 21 to 24, then "25 or older")', () => {
    const html = renderBlockToString(BookingContainer, {
      heading: 'bookingContainer.heading',
      action: 'page:online-booking',
      data: { branch: null, driverAges: { minimumDriverAge: 21, youngDriverAge: 26 } },
    })
    const ages = [...html.matchAll(/<option value="(\d\d)">/g)].map((match) => Number(match[1]))
    expect(ages).toEqual([21, 22, 23, 24, 25])
    expect(html).toMatch(/<option value=""( selected="")?>26 oder älter<\/option>/)
    expect(html).toContain('Fahrer unter 26 zahlen')
  })

  it('has no age list where the market rents only to drivers of the young-driver age (IE, CY, MT, MX: 25)', () => {
    const html = renderBlockToString(BookingContainer, {
      heading: 'bookingContainer.heading',
      action: 'page:online-booking',
      data: { branch: null, driverAges: { minimumDriverAge: 25, youngDriverAge: 25 } },
    })
    expect(html).not.toContain('name="driverAge"')
    expect(html).toContain('Fahrer müssen mindestens 25 Jahre alt sein.')
  })

  it('on the booking page waits closed behind its heading, for the funnel to open ("Change search")', () => {
    const html = renderBlockToString(BookingContainer, {
      heading: 'phoenix.changeSearch',
      action: 'page:online-booking',
      searchFromAddress: true,
      data: { branch: null, driverAges: { minimumDriverAge: 18, youngDriverAge: 25 } },
    })
    expect(html).toMatch(/<details [^>]*data-booking-search-editor="true"[^>]*><summary><h2 id="[^"]+">Suche ändern<\/h2><\/summary><form/)
    // Folded, it hydrates only when opened (engine/client/hydrateIslands.ts): the funnel app has the page's start to itself.
    expect(html).toMatch(/<details [^>]*data-hydrate-on-open="true"/)
    expect(html).not.toMatch(/<details [^>]*\sopen/)
  })

  // Issue 26: the truck rental page's search says what it shows, and refuses a branch without trucks from the first paint.
  it('as the truck search, names vans and trucks on its button and says a prefilled branch rents none', () => {
    const hamburg = {
      id: 'de-hamburg-hbf',
      name: 'Hamburg Hauptbahnhof',
      type: 'railway' as const,
      productLines: ['rent-car' as const],
      address: { street: 'Kirchenallee', houseNumber: '34', postalCode: '20099', city: 'Hamburg', country: 'DE' },
      formattedAddress: ['Kirchenallee 34', '20099 Hamburg'],
      coordinates: { lat: 53.553, lon: 10.0069 },
      openingHours: { weekdays: [[], [], [], [], [], [], []], closedDates: [] },
    }
    const html = renderBlockToString(BookingContainer, {
      heading: 'truckRental.search.heading',
      action: 'page:online-booking',
      productLine: 'rent-truck',
      pickupFromPage: true,
      data: { branch: hamburg, driverAges: { minimumDriverAge: 18, youngDriverAge: 25 } },
    })
    expect(html).toContain('>Transporter und Lkw anzeigen</button>')
    expect(html).toContain('Hamburg Hauptbahnhof vermietet keine Transporter oder Lkw.')
  })
})
