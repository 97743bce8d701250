import { helpCategoriesSource } from '../features/help-centre/data.ts'
import { helpSeedFiles } from '../api/seed/help/helpSeedFiles.ts'

export type { HelpCategoryPage } from '../features/help-centre/data.ts'

/** One page per category of the rent help centre, at <help-center>/categories/<id>/. */
export default { ...helpCategoriesSource('rent'), contentFiles: helpSeedFiles }
