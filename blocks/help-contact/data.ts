import { defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpContactProps } from './props.gen.ts'

/** Build time: the links the island shows (an island only receives the links its props name). */
export default defineBlockData<HelpContactProps, { links: string[] }>({
  async load() {
    return { links: ['page:help-center'] }
  },
})
