import type { Config } from 'vike/types'

// https://vike.dev/config: every page is prerendered HTML and none loads Vike's client runtime;
// pages with islands add the island runtime through islands/+client.ts.
export default {
  // https://vike.dev/prerender: tools/build.ts starts the prerendering itself, in several processes
  // (tools/prerender), and removes the server bundle once all of them are done. Vike writes only the pages a build
  // has once; the market pages (the islands and static pages) are written without it (partial: no warning for them).
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
  clientRouting: false,
  trailingSlash: true,
} satisfies Config
