import { assertUsage, defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpCategoryPage } from '../../features/help-centre/helpRouteSources.ts'
import type { HelpCategoryProps } from './props.gen.ts'

/** Build time: what the route source put on the page's item. */
export default defineBlockData<HelpCategoryProps, HelpCategoryPage>({
  async load(_props, { item }) {
    assertUsage(
      item,
      'The help-category block shows the item of a page generated from sources/help-categories.ts or ride-help-categories.ts: place it on such a page ("generate": { "from": "help-categories" }).',
    )
    return item.data as HelpCategoryPage
  },
})
