import { assertUsage, defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpFeedbackProps } from './props.gen.ts'

/** Build time: which article the vote is about (the page's item). */
export default defineBlockData<HelpFeedbackProps, { articleId: string }>({
  async load(_props, { item }) {
    assertUsage(
      item,
      'The help-feedback block asks about the article of a page generated from sources/help-articles.ts: place it on such a page ("generate": { "from": "help-articles" }).',
    )
    return { articleId: item.key }
  },
})
