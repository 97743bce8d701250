import { helpArticlesSource } from '../features/help-centre/data.ts'

export type { HelpArticlePage } from '../features/help-centre/data.ts'

/** One page per article of the rent help centre, at <help-center>/articles/<id>/. */
export default helpArticlesSource('rent')
