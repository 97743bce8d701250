import { pagePath } from '../shared/linkTo.ts'
import { parsePageLink, resolvePageLink, type PageLinks } from '../shared/pageLink.ts'

/**
 * A chrome link as the market sees it: "page:<id>" becomes the page's URL, or nothing when the page is
 * not built for this market (a menu or footer shared by 45 markets names pages only some have);
 * "" means "not offered"; a root path of a domain document ("/privacy/") is placed under the market prefix.
 */
export function resolveChromeHref(
  url: string | undefined,
  links: PageLinks,
  route: { language: string; country: string; prefix?: string },
): string | undefined {
  if (!url) return undefined
  if (parsePageLink(url)) return resolvePageLink(url, links)
  const prefix = pagePath({ language: route.language, country: route.country, prefix: route.prefix, slug: '' })
  if (url.startsWith('/') && !url.startsWith(prefix)) return prefix + url.slice(1)
  return url
}
