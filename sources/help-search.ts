import { defineRouteSource } from '../engine/dataSdk.ts'

/**
 * The search results page of the help centre, at <help-center>/search/: one item, because a page at
 * the market's help-centre path takes its slug from the market and the results page sits below it.
 */
export default defineRouteSource({
  async load() {
    return [{ key: 'search', slug: 'search', title: 'search' }]
  },
})
