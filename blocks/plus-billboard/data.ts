import { defineBlockData } from '../../engine/dataSdk.ts'
import type { Billboard } from '../../features/web-api/index.ts'
import type { PlusBillboardProps } from './props.gen.ts'

/** Build time: the car billboard's pictures (the plus page offers cars first). */
export default defineBlockData<PlusBillboardProps, Pick<Billboard, 'desktop' | 'mobile'>>({
  async load(_props, { api, country }) {
    const { desktop, mobile } = await api.billboard({ country: country.toUpperCase(), trucks: false })
    return { desktop, mobile }
  },
})
