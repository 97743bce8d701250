import { helpCategoriesSource } from '../features/help-centre/data.ts'
import { helpSeedFiles } from '../api/seed/help/helpSeedFiles.ts'

/** One page per category of the ride help centre (/v1/ride-help-centre), at <ride>/help/categories/<id>/. */
export default { ...helpCategoriesSource('ride', 'help/'), contentFiles: helpSeedFiles }
