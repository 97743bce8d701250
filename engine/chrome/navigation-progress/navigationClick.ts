/**
 * A click that follows a link in this window: the main button, no modifier key (a new tab or window, a download) and
 * not prevented by the page's own code. Its own module: only the chrome's gesture handlers need it, not the prefetcher.
 */
export function isNavigationClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
