import { navigationTiming } from './navigationTiming.ts'
import { pageNavigationUrl } from './pageNavigationUrl.ts'

let timer: ReturnType<typeof setTimeout> | undefined

/** Shows the tomato progress bar if the page is still here 1000 ms after a navigation started (SPEC §4, §9). */
export function startNavigationProgress(): void {
  const bar = document.querySelector<HTMLElement>('[data-navigation-progress]')
  if (!bar || timer !== undefined) return
  timer = setTimeout(() => {
    bar.hidden = false
    bar.dataset.state = 'running'
  }, navigationTiming.progressDelayMs)
}

export function stopNavigationProgress(): void {
  clearTimeout(timer)
  timer = undefined
  const bar = document.querySelector<HTMLElement>('[data-navigation-progress]')
  if (!bar) return
  bar.hidden = true
  delete bar.dataset.state
}

/**
 * Every page is its own document, so a navigation ends when the next page replaces this one; the bar
 * only covers a slow wait. Returning through the back/forward cache (pageshow) resets it.
 */
export function initNavigationProgress(): void {
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
    if (anchor && pageNavigationUrl(anchor, location, event)) startNavigationProgress()
  })
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) startNavigationProgress()
  })
  window.addEventListener('pageshow', stopNavigationProgress)
}
