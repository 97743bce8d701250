import { helpSectionsSource } from '../features/help-centre/data.ts'
import { helpSeedFiles } from '../api/seed/help/helpSeedFiles.ts'

/** One page per section of the ride help centre (/v1/ride-help-centre), at <ride>/help/sections/<id>/. */
export default { ...helpSectionsSource('ride', 'help/'), contentFiles: helpSeedFiles }
