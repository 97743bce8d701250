import { defineRouteSource } from '../engine/dataSdk.ts'

/** The help centre's contact form page, at <help-center>/contact/ (one item, like sources/help-search.ts). */
export default defineRouteSource({
  async load() {
    return [{ key: 'contact', slug: 'contact', title: 'contact' }]
  },
})
