/**
 * Chrome code that only a visitor's gesture needs (the menu, the logout) stays out of the chrome script: it is fetched
 * when the visitor reaches for its control (hover, touch, keyboard focus: usually before the click arrives) and set up
 * then. A click that comes before the code is there is replayed once it is, so nothing is lost. The chrome script
 * stays small, and the bytes a page runs at load are the bytes it needs (issue 28 §3: unused JavaScript ≤ 35 %).
 */
export function loadOnFirstUse(control: HTMLElement, setUp: () => Promise<void>): void {
  let ready = false
  let loading: Promise<void> | undefined
  const load = () => {
    loading ??= setUp().then(
      () => {
        ready = true
      },
      (error: unknown) => {
        // Offline for a moment: the next gesture tries again.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  for (const type of ['pointerenter', 'pointerdown', 'focus'])
    control.addEventListener(type, () => void load().catch(() => undefined), { once: true, passive: true })
  control.addEventListener('click', (event) => {
    // Set up: the control's own listener (added by setUp, after this one) handles the click.
    if (ready) return
    event.preventDefault()
    void load()
      .then(() => control.click())
      .catch((error: unknown) => console.error(error))
  })
}
