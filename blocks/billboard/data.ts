import { defineBlockData } from '../../engine/dataSdk.ts'
import type { Billboard } from '../../features/web-api/index.ts'
import type { BillboardProps } from './props.gen.ts'

/** Build time: the billboard's pictures for the page's country, the cars' or the trucks' (GET /v2/apps/campaign?trucks=). */
export default defineBlockData<BillboardProps, Pick<Billboard, 'desktop' | 'mobile'>>({
  async load(props, { api, country }) {
    const { desktop, mobile } = await api.billboard({ country: country.toUpperCase(), trucks: props.vehicles === 'trucks' })
    return { desktop, mobile }
  },
})
