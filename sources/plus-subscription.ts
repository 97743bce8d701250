import { defineRouteSource } from '../engine/dataSdk.ts'

/**
 * The plus subscription journey at <plus>/subscribe/ (issue 26): one item, as the ride help centre's home below the
 * ride path (ride-help-home.ts), so the journey exists exactly where the market has a plus page.
 */
export default defineRouteSource({
  async load() {
    return [{ key: 'subscribe', slug: 'subscribe', title: 'subscribe' }]
  },
})
