import { assertUsage, defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpArticlePage } from '../../features/help-centre/helpRouteSources.ts'
import type { HelpArticleProps } from './props.gen.ts'

/** Build time: what the route source put on the page's item. */
export default defineBlockData<HelpArticleProps, HelpArticlePage>({
  async load(_props, { item }) {
    assertUsage(
      item,
      'The help-article block shows the item of a page generated from sources/help-articles.ts or ride-help-articles.ts: place it on such a page ("generate": { "from": "help-articles" }).',
    )
    return item.data as HelpArticlePage
  },
})
