import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { PlusTerms } from './PlusTerms.tsx'

// Static: the terms are the country's, known at build time.
export default defineBlock({
  name: 'plus-terms',
  component: PlusTerms,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: ['plus.terms'],
})
