import { defineBlock, enhancedBy } from '../../engine/sdk.ts'
import { DebuggerMount } from './DebuggerMount.tsx'

export default defineBlock({
  name: 'debugger-mount',
  component: DebuggerMount,
  // Plain DOM in the browser (enhance.ts): nothing loads outside debug mode, and no React of the site's own in it.
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
  hydrate: 'idle',
  messages: ['debuggerApp'],
})
