import { defineBlockData } from '../../engine/dataSdk.ts'
import type { SubscriptionBranch, SubscriptionOffer, TenureOption } from '../../features/web-api/index.ts'
import { MAX_FILTER_BRANCHES, minimumBudget } from '../../features/plus/index.ts'
import type { PlusOffersProps } from './props.gen.ts'

export interface PlusOffersData {
  offers: SubscriptionOffer[]
  /** SPEC §9: at most six branches in the location filter. */
  branches: SubscriptionBranch[]
  tenureOptions: TenureOption[]
  /** The lowest budget the filter accepts: the step of 100 covering the cheapest offer. */
  minimumBudget: number
}

/** Build time: every offer of the market (the first page of the list is in the HTML), the filter's branches and the v1.1 tenure options. */
export default defineBlockData<PlusOffersProps, PlusOffersData>({
  async load(_props, { api, country }) {
    const query = { country: country.toUpperCase() }
    const [offers, branches, tenures] = await Promise.all([
      api.subscriptionOffers(query),
      api.subscriptionBranches(query),
      api.subscriptionTenures(query),
    ])
    return {
      offers,
      branches: branches.slice(0, MAX_FILTER_BRANCHES),
      tenureOptions: tenures.tenureOptions,
      minimumBudget: minimumBudget(Math.min(...offers.map((offer) => offer.monthlyPrice.amount))),
    }
  },
})
