import { startNavigationProgress } from '../navigation-progress/navigationProgress.ts'

/** The product line the page belongs to: the option the server marked (no form state is restored: autocomplete off). */
const pageProductLine = (select: HTMLSelectElement) => [...select.options].find((option) => option.defaultSelected)?.value ?? ''

/** Below the large breakpoint the product-line tabs are a select: choosing one goes to its page (SPEC §2). */
export function followProductLineSelect(select: HTMLSelectElement): void {
  if (!select.value || select.value === pageProductLine(select)) return
  startNavigationProgress()
  location.assign(select.value)
}

/** Back from the chosen page (back/forward cache): the select shows this page's product line again. */
export function resetProductLineSelect(): void {
  const select = document.querySelector<HTMLSelectElement>('[data-product-line-select]')
  if (select) select.value = pageProductLine(select)
}
