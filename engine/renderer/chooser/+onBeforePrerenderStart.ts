import { prerendersSharedPages } from '../../server/siteState.ts'

// https://vike.dev/onBeforePrerenderStart: the market chooser. The market pages are written by the prerender
// processes without Vike's per-page pipeline (tools/prerender/writePages.ts); Vike adds 404.html itself.
export function onBeforePrerenderStart(): string[] {
  return prerendersSharedPages() ? ['/'] : []
}
