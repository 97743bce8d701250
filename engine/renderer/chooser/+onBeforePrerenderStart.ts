import { pageUrlsToPrerender, prerendersSharedPages } from '../../server/siteState.ts'

// https://vike.dev/onBeforePrerenderStart: every page of every market and language (or of one shard's markets), the chooser, and each market language's 404 page;
// a build that prerenders in several processes gives each its slice of them.
export function onBeforePrerenderStart(): string[] {
  return [...(prerendersSharedPages() ? ['/'] : []), ...pageUrlsToPrerender()]
}
