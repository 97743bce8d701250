import { defineBlockData } from '../../engine/dataSdk.ts'
import type { SubscriptionCountryOffersV11 } from '../../features/web-api/index.ts'
import type { PlusTermsProps } from './props.gen.ts'

export type PlusTermsData = Pick<SubscriptionCountryOffersV11, 'terms' | 'tenureOptions' | 'lowestMonthlyPrice'>

/** Build time: the country's terms and tenure options (/v1/subscription/v1.1/subscriptions/offers/country). */
export default defineBlockData<PlusTermsProps, PlusTermsData>({
  async load(_props, { api, country }) {
    const { terms, tenureOptions, lowestMonthlyPrice } = await api.subscriptionTenures({ country: country.toUpperCase() })
    return { terms, tenureOptions, lowestMonthlyPrice }
  },
})
