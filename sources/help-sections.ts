import { helpSectionsSource } from '../features/help-centre/data.ts'
import { helpSeedFiles } from '../api/seed/help/helpSeedFiles.ts'

export type { HelpSectionPage } from '../features/help-centre/data.ts'

/** One page per section of the rent help centre, at <help-center>/sections/<id>/. */
export default { ...helpSectionsSource('rent'), contentFiles: helpSeedFiles }
