/**
 * The URL a link would load as a new page of this site (followed or prefetched), or undefined: other origins,
 * new windows, downloads and jumps within the same page are not page navigations. Which clicks follow a link in
 * this window: navigationClick.ts.
 */
export function pageNavigationUrl(anchor: HTMLAnchorElement, current: Location | URL): URL | undefined {
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return undefined
  const url = new URL(anchor.href, current.href)
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return undefined
  if (url.pathname === current.pathname && url.search === current.search) return undefined
  return url
}
