import { defineBlock } from '../../engine/sdk.ts'
import { FleetCategory } from './FleetCategory.tsx'

export default defineBlock({ name: 'fleet-category', component: FleetCategory, interactive: false })
