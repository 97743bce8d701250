/**
 * The booking page places the site's booking search above the funnel, folded (blocks/booking-container with
 * searchFromAddress: a <details data-booking-search-editor>, prefilled from the page's address). "Change search" opens
 * it there, every value of the search kept, instead of the home page's empty form. The two meet only in the page's DOM:
 * the site's island and this app share no code. Answers false when the page has no such search (the caller then links away).
 */
export function openSearchEditor(opener?: HTMLElement): boolean {
  const editor = document.querySelector<HTMLDetailsElement>('details[data-booking-search-editor]')
  if (!editor) return false
  // Closed again (its summary), the search disappears: focus goes back to the link that opened it, not to the page's start.
  if (opener && !editor.open)
    editor.addEventListener('toggle', function returnFocus() {
      if (editor.open) return
      editor.removeEventListener('toggle', returnFocus)
      opener.focus()
    })
  editor.open = true
  editor.scrollIntoView({ block: 'start' })
  // The first field (the pickup location) takes focus, so keyboard and screen reader users land in the form.
  editor.querySelector<HTMLElement>('form input, form select')?.focus({ preventScroll: true })
  return true
}

/** A "Change search" link's click: the page's own search when there is one, else the link (to the start page) is followed. */
export function changeSearchHere(event: { preventDefault: () => void; currentTarget: HTMLElement }): void {
  if (openSearchEditor(event.currentTarget)) event.preventDefault()
}
