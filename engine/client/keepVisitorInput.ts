/**
 * What the visitor did to an island's server HTML before it hydrated: text typed, boxes ticked, options chosen, and
 * where focus and the caret were. An island that hydrates on intent (engine/client/whenIntent.ts) starts at the first
 * key or tap, so the visitor types on while its chunks arrive; React's hydration may reset a controlled field to the
 * state it rendered on the server, and its state never heard of the typing. This takes a note just before hydration
 * and, once hydrated, hands each change to the component the way the visitor would (an input event, a click) and puts
 * focus and caret back.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface Noted {
  /** Position among the island's controls: found again even if hydration replaced the node. */
  index: number
  value: string
  checked?: boolean
}

const CONTROLS = 'input:not([type="hidden"]), textarea, select'
const TICKED = new Set(['checkbox', 'radio'])

function controlsOf(island: HTMLElement): Control[] {
  return [...island.querySelectorAll<Control>(CONTROLS)]
}

function serverValue(control: Control): string {
  if (control instanceof HTMLSelectElement)
    return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? ''
  return control.defaultValue
}

/**
 * Hands `text` to the component as typed: React's onChange fires only when a field's value differs from the one its
 * tracker last saw, and hydration has just taught the tracker the visitor's text. So the value goes back to the server's
 * through the element (which the tracker hears), then to the text through the prototype's setter (which it does not),
 * and an input event follows, as for a key press.
 */
function typeInto(control: Control, server: string, text: string): void {
  control.value = server
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, text)
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

type Caret = readonly [number | null, number | null]

function caretOf(element: Element | null): Caret | undefined {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? [element.selectionStart, element.selectionEnd]
    : undefined
}

function putCaret(control: Control, caret: Caret | undefined): void {
  if (!caret || caret[0] === null || control instanceof HTMLSelectElement) return
  try {
    control.setSelectionRange(caret[0], caret[1])
  } catch {
    // An input type without a caret (email, number, date): nothing to put back.
  }
}

/** Notes the visitor's input in `island` now; the answer, called once the island has hydrated, puts it back. */
export function keepVisitorInput(island: HTMLElement): () => void {
  const controls = controlsOf(island)
  const noted: Noted[] = []
  controls.forEach((control, index) => {
    if (control instanceof HTMLInputElement && TICKED.has(control.type)) {
      if (control.checked !== control.defaultChecked) noted.push({ index, value: control.value, checked: control.checked })
    } else if (control.value !== serverValue(control)) noted.push({ index, value: control.value })
  })
  const focusIndex = controls.indexOf(document.activeElement as Control)
  const notedCaret = caretOf(document.activeElement)
  const notedFocusValue = controls[focusIndex]?.value
  return () => {
    const now = controlsOf(island)
    const focusTarget = now[focusIndex]
    // Hydration may have set the value again (the caret then goes to its end): the noted caret, unless the visitor
    // has typed on since the note, when the caret is where their typing left it.
    const typedOn = focusTarget !== undefined && focusTarget.value !== notedFocusValue && document.activeElement === focusTarget
    const caret = typedOn ? caretOf(focusTarget) : notedCaret
    for (const { index, value, checked } of noted) {
      const control = now[index]
      if (!control) continue
      if (checked !== undefined) {
        if (control instanceof HTMLInputElement && control.checked !== checked) control.click()
        continue
      }
      const server = serverValue(control)
      // Text typed after the note wins over the note; the note stands in when hydration put the server's value back.
      typeInto(control, server, control.value === server ? value : control.value)
    }
    if (!focusTarget) return
    const focusLost = !document.activeElement || document.activeElement === document.body
    if (focusLost) focusTarget.focus({ preventScroll: true })
    // After the re-render the input events cause (a combobox opening its suggestions), which may set the value again.
    requestAnimationFrame(() => {
      if (document.activeElement === focusTarget) putCaret(focusTarget, caret)
    })
  }
}
