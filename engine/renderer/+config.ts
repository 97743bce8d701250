import type { Config } from 'vike/types'

// https://vike.dev/config: every page is prerendered HTML and none loads Vike's client runtime;
// pages with islands add the island runtime through islands/+client.ts.
export default {
  // https://vike.dev/prerender: tools/build.ts starts the prerendering itself, in several processes
  // (tools/prerender), and removes the server bundle once all of them are done.
  prerender: { disableAutoRun: true, keepDistServer: true },
  clientRouting: false,
  trailingSlash: true,
} satisfies Config
