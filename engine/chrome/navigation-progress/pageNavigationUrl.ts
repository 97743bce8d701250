/**
 * The URL a link click or prefetch would load as a new page of this site, or undefined: other origins,
 * new windows, downloads, modified clicks and jumps within the same page are not page navigations.
 */
export function pageNavigationUrl(anchor: HTMLAnchorElement, current: Location | URL, event?: MouseEvent): URL | undefined {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))
    return undefined
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return undefined
  const url = new URL(anchor.href, current.href)
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return undefined
  if (url.pathname === current.pathname && url.search === current.search) return undefined
  return url
}
