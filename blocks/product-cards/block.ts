import { defineBlock } from '../../engine/sdk.ts'
import { ProductCards } from './ProductCards.tsx'

export default defineBlock({ name: 'product-cards', component: ProductCards })
