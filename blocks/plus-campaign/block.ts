import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { PlusCampaign } from './PlusCampaign.tsx'

// An island: registering is an action in the browser; its result opens a dialog.
export default defineBlock({
  name: 'plus-campaign',
  component: PlusCampaign,
  data: loadedBy<typeof import('./data.ts')>(),
  hydrate: 'idle',
  messages: ['plus.campaign', 'plus.subscribe.fromCampaign', 'common.requiredField'],
})
