import { helpArticlesSource } from '../features/help-centre/data.ts'
import { helpSeedFiles } from '../api/seed/help/helpSeedFiles.ts'

/** One page per article of the ride help centre (/v1/ride-help-centre), at <ride>/help/articles/<id>/. */
export default { ...helpArticlesSource('ride', 'help/'), contentFiles: helpSeedFiles }
