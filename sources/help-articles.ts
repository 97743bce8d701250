import { helpArticlesSource } from '../features/help-centre/helpRouteSources.ts'

export type { HelpArticlePage } from '../features/help-centre/helpRouteSources.ts'

/** One page per article of the rent help centre, at <help-center>/articles/<id>/. */
export default helpArticlesSource('rent')
