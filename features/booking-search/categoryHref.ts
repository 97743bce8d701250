/** The booking page filtered to a fleet category: the funnel app reads ?category=. */
export function categoryHref(href: string, category: string): string {
  const [path, hash] = href.split('#')
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}category=${encodeURIComponent(category)}${hash === undefined ? '' : `#${hash}`}`
}
