/** The focusable elements inside `container` that are rendered (a collapsed or display:none one is skipped). */
export function focusableIn(container: ParentNode): HTMLElement[] {
  return [
    ...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select, input, [tabindex]:not([tabindex="-1"])'),
  ].filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
}
