import { defineRouteSource } from '../engine/dataSdk.ts'

/** The ride help centre's home at <ride>/help/: one item, since the market's ride path itself is the ride home. */
export default defineRouteSource({
  async load() {
    return [{ key: 'home', slug: 'help', title: 'help' }]
  },
})
