import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { FleetDirectory } from './FleetDirectory.tsx'

// Static: the makes and categories are read while the page is prerendered (no island, no script).
export default defineBlock({ name: 'fleet-directory', component: FleetDirectory, data: loadedBy<typeof import('./data.ts')>() })
