import { defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpFeedbackProps } from './props.gen.ts'

/** Build time: which article the vote is about (the page's item). */
export default defineBlockData({
  pageItem: ['help-articles'],
  async load(_props: HelpFeedbackProps, { item }): Promise<{ articleId: string }> {
    return { articleId: item.key }
  },
})
