import { defineBlock } from '../../engine/shared/defineBlock.ts'
import { LocationChooser } from './LocationChooser.tsx'

export default defineBlock({
  name: 'location-chooser',
  component: LocationChooser,
  interactive: true,
  hydrate: 'idle',
  messages: ['locationChooser'],
})
