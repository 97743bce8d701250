import { defineBlockData, type PageLinkKey } from '../../engine/dataSdk.ts'
import type { HelpContactProps } from './props.gen.ts'

/** Build time: the links the island shows (an island only receives the links its props name). */
export default defineBlockData<HelpContactProps, { links: PageLinkKey[] }>({
  async load() {
    return { links: ['page:help-center'] }
  },
})
