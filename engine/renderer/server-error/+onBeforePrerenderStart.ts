import { SERVER_ERROR_PATH } from '../../server/serverErrorPage.ts'
import { prerendersSharedPages } from '../../server/siteState.ts'

// https://vike.dev/onBeforePrerenderStart: the en-US 500 page that tools/build.ts moves to 500.html (written by one prerender process).
export function onBeforePrerenderStart(): string[] {
  return prerendersSharedPages() ? [`${SERVER_ERROR_PATH}/`] : []
}
