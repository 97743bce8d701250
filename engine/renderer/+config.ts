import type { Config } from 'vike/types'

// https://vike.dev/config: every page is prerendered HTML and none loads Vike's client runtime;
// pages with islands add the island runtime through islands/+client.ts.
export default {
  prerender: true,
  clientRouting: false,
  trailingSlash: true,
} satisfies Config
