import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { FleetModels } from './FleetModels.tsx'

export default defineBlock({ name: 'fleet-models', component: FleetModels, data: loadedBy<typeof import('./data.ts')>() })
