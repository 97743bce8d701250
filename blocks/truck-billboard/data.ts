import { defineBlockData } from '../../engine/dataSdk.ts'
import type { Billboard } from '../../features/web-api/index.ts'
import type { TruckBillboardProps } from './props.gen.ts'

/** Build time: the truck billboard's pictures for the page's country (GET /v2/apps/campaign?trucks=true). */
export default defineBlockData<TruckBillboardProps, Pick<Billboard, 'desktop' | 'mobile'>>({
  async load(_props, { api, country }) {
    const { desktop, mobile } = await api.billboard({ country: country.toUpperCase(), trucks: true })
    return { desktop, mobile }
  },
})
