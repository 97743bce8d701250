// The server HTML of one booking-container island, for the island hydration tests (engine/client/*.test.tsx).
import { createAtomStore } from '../../engine/testing/BlockTestProviders.tsx'
import { renderToString } from 'react-dom/server'
import bookingContainer from '../../blocks/booking-container/block.ts'
import type { BookingContainerData } from '../../blocks/booking-container/data.ts'
import type { BookingContainerProps } from '../../blocks/booking-container/props.gen.ts'
import { BlockProviders } from '../../engine/shared/BlockProviders.tsx'
import { createI18n } from '../../engine/shared/i18n/createI18n.ts'
import { ISLAND_MODULES_ID } from '../../engine/shared/islandModules.ts'
import type { PageEnv } from '../../engine/shared/PageEnv.tsx'
import { testEnv } from '../../engine/testing/renderBlockToString.tsx'

// The links the booking container's island reads; testEnv's others do not matter here.
export const bookingIslandEnv: PageEnv = { ...testEnv, links: { 'page:online-booking': '/de-de/booking/' } }
export const bookingIslandMessages = {
  bookingContainer: { heading: 'Mietwagen finden', pickupLocation: 'Abholort', submit: 'Fahrzeuge anzeigen' },
}

/** The island's element as the prerenderer writes it, hydrating on load. */
export function bookingIslandHtml(props: BookingContainerProps & { data: BookingContainerData }): string {
  const Component = bookingContainer.component
  const inner = renderToString(
    <BlockProviders env={bookingIslandEnv} i18n={createI18n('de-DE', { 'de-DE': bookingIslandMessages })} store={createAtomStore()}>
      <Component {...props} />
    </BlockProviders>,
  )
  const attribute = JSON.stringify(props).replace(/"/g, '&quot;')
  return `<div data-island="booking-container" data-hydrate="load" data-props="${attribute}" style="display:contents">${inner}</div>`
}

/** Where the page says the island's block is (engine/shared/islandModules.ts), as the dev server writes it: the source module. */
export const bookingIslandModules = `<script type="application/json" id="${ISLAND_MODULES_ID}">${JSON.stringify({
  'booking-container': { enhancer: false, url: '/blocks/booking-container/block.ts', imports: [] },
})}</script>`
