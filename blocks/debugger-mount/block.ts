import { defineBlock } from '../../engine/sdk.ts'
import { DebuggerMount } from './DebuggerMount.tsx'

export default defineBlock({
  name: 'debugger-mount',
  component: DebuggerMount,
  hydrate: 'idle',
  messages: ['debuggerApp'],
})
