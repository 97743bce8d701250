import { defineBlock } from '../../engine/sdk.ts'
import { PlusOffers } from './PlusOffers.tsx'

// An island: the filters live in the URL, which a static page only reads in the browser.
export default defineBlock({ name: 'plus-offers', component: PlusOffers, interactive: true, hydrate: 'load', messages: ['plus.offers', 'plus.filters', 'plus.offer', 'plus.results'] })
