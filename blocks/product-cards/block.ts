import { defineBlock } from '../../engine/shared/defineBlock.ts'
import { ProductCards } from './ProductCards.tsx'

export default defineBlock({ name: 'product-cards', component: ProductCards, interactive: false })
