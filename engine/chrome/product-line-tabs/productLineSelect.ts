import { startNavigationProgress } from '../navigation-progress/navigationProgress.ts'

/** Below the large breakpoint the product-line tabs are a select: choosing one goes to its page (SPEC §2). */
export function initProductLineSelect(): void {
  const select = document.querySelector<HTMLSelectElement>('[data-product-line-select]')
  if (!select) return
  const initial = select.value
  select.addEventListener('change', () => {
    if (!select.value || select.value === initial) return
    startNavigationProgress()
    location.assign(select.value)
  })
  // Back from the chosen page (back/forward cache): the select shows this page's product line again.
  window.addEventListener('pageshow', () => (select.value = initial))
}
