import type { PageEnv, PageLinkKey } from '../../engine/sdk.ts'

/**
 * The URL of a help-centre page link ("page:help-article/deposit-amount"). The help pages are generated
 * by the data stage; where a page is rendered without it (the scale benchmark renders documents
 * directly) the link is missing and the help centre's home, or "#", stands in instead of a crash.
 */
export function helpHref(env: Pick<PageEnv, 'links'>, link: PageLinkKey): string {
  return env.links[link] ?? env.links['page:help-center'] ?? '#'
}
