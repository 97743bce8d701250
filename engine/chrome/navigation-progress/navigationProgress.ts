import { navigationTiming } from './navigationTiming.ts'

let timer: ReturnType<typeof setTimeout> | undefined

/**
 * Shows the tomato progress bar if the page is still here 1000 ms after a navigation started (SPEC §4, §9). Every page
 * is its own document, so a navigation ends when the next page replaces this one; the bar only covers a slow wait.
 * Started by a gesture (engine/chrome/gestureHandlers.ts), as is the stop on a return through the back/forward cache.
 */
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
