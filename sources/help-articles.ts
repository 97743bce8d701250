import { helpArticlesSource } from '../features/help-centre/data.ts'
import { helpSeedFiles } from '../api/seed/help/helpSeedFiles.ts'

export type { HelpArticlePage } from '../features/help-centre/data.ts'

/** One page per article of the rent help centre, at <help-center>/articles/<id>/. */
export default { ...helpArticlesSource('rent'), contentFiles: helpSeedFiles }
