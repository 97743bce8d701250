import { defineBlockData } from '../../engine/dataSdk.ts'
import type { SubscriptionCampaign } from '../../features/web-api/index.ts'
import type { PlusCampaignProps } from './props.gen.ts'

/** Build time: the country's running plus campaign, or null when none runs (the block then shows nothing). */
export default defineBlockData<PlusCampaignProps, SubscriptionCampaign | null>({
  async load(_props, { api, country }) {
    const campaigns = await api.subscriptionCampaigns({ country: country.toUpperCase() })
    return campaigns[0] ?? null
  },
})
