import { defineBlock, enhancedBy } from '../../engine/sdk.ts'
import { CarModelsSlider } from './CarModelsSlider.tsx'

export default defineBlock({
  name: 'car-models-slider',
  component: CarModelsSlider,
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
  // Idle, not visible: the chunk is small beside the booking search's, and the arrows then work at
  // once when the visitor scrolls down (and every island of the page is hydrated for tests and tools).
  hydrate: 'idle',
  messages: ['carModelsSlider', 'vehicleCategories'],
})
