import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { HelpHome } from './HelpHome.tsx'

// Static: categories and featured articles are read at build time (data.ts); the search form is a plain GET form.
export default defineBlock({
  name: 'help-home',
  component: HelpHome,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: ['helpCentre'],
})
