import { defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpCategoryProps } from './props.gen.ts'

/**
 * Build time: what the route source put on the page's item. The block belongs on pages generated from a source with
 * this item schema (validation reports it anywhere else); its item data is then typed by that schema.
 */
export default defineBlockData({
  pageItem: ['help-categories'],
  async load(_props: HelpCategoryProps, { item }) {
    return item.data
  },
})
