import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { PlusOffers } from './PlusOffers.tsx'

// An island: the filters live in the URL, which a static page only reads in the browser. It hydrates when the
// browser is idle, not at load: every offer is in the prerendered HTML (the unfiltered list is the page as
// served), and a `load` island would preload react-dom and the block's chunks (88 KB gzipped) in
// competition with the billboard picture, the page's largest paint (measured: LCP 2.0 s instead of 1.2 s).
export default defineBlock({
  name: 'plus-offers',
  component: PlusOffers,
  data: loadedBy<typeof import('./data.ts')>(),
  hydrate: 'idle',
  messages: ['plus.offers', 'plus.filters', 'plus.offer', 'plus.results', 'plus.subscribe.cta'],
})
