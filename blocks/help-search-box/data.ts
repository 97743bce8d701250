import { defineBlockData } from '../../engine/dataSdk.ts'
import { helpIslandLinks } from '../../features/help-centre/data.ts'
import type { HelpSearchBoxProps } from './props.gen.ts'

/** Build time: the links the suggestions may point to (an island only receives the links its props name). */
export default defineBlockData<HelpSearchBoxProps, { links: string[] }>({
  async load(_props, { api, country }) {
    return { links: await helpIslandLinks(api, country) }
  },
})
