import { defineBlock } from '../../engine/shared/defineBlock.ts'
import { CarModelsSlider } from './CarModelsSlider.tsx'

export default defineBlock({
  name: 'car-models-slider',
  component: CarModelsSlider,
  interactive: true,
  // The arrows only matter once the row is on screen.
  hydrate: 'visible',
  messages: ['carModelsSlider', 'vehicleCategories'],
})
