import { defineBlock } from '../../engine/sdk.ts'
import { FleetModels } from './FleetModels.tsx'

export default defineBlock({ name: 'fleet-models', component: FleetModels, interactive: false })
