/**
 * The 'intent' trigger of an island: its code is fetched when the visitor shows they are about to use it (points at
 * it, touches it, moves focus into it, types in it), not before. Until then the server-rendered HTML is the island
 * (a search form still submits as a plain GET form); the chunks (react-dom for a React island) cost nothing at load.
 * engine/client/keepVisitorInput.ts carries what the visitor typed in the meantime across hydration.
 */

/** The events that say the visitor is about to use an island: hover and press (mouse, pen, touch), focus, keys. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** Calls `start` once, at the first sign of intent inside `element`. */
export function whenIntent(element: HTMLElement, start: () => void): void {
  const woken = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, woken, true)
    start()
  }
  // Capture, so a child that stops propagation (a date button, a combobox) still wakes its island; passive, so a
  // touch or a scroll is never held up by this listener.
  for (const type of INTENT_EVENTS) element.addEventListener(type, woken, { capture: true, passive: true })
  // Focus already inside (the visitor tabbed in before this script ran): that is intent too.
  if (element.contains(document.activeElement)) woken()
}
