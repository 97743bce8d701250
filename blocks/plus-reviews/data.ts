import { defineBlockData } from '../../engine/dataSdk.ts'
import type { SubscriptionReviews } from '../../features/web-api/index.ts'
import type { PlusReviewsProps } from './props.gen.ts'

/** Build time: the reviews in the page's language (/v1/subscription/reviews). */
export default defineBlockData<PlusReviewsProps, SubscriptionReviews>({
  async load(_props, { api, country }) {
    return api.subscriptionReviews({ country: country.toUpperCase() })
  },
})
