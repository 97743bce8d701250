import { defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpArticleProps } from './props.gen.ts'

/**
 * Build time: what the route source put on the page's item. The block belongs on pages generated from a source with
 * this item schema (validation reports it anywhere else); its item data is then typed by that schema.
 */
export default defineBlockData({
  pageItem: ['help-articles'],
  async load(_props: HelpArticleProps, { item }) {
    return item.data
  },
})
