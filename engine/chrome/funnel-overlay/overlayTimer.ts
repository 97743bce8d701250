export interface OverlayTimerOptions {
  afterMountMs: number
  afterContentMs: number
  onHide: () => void
}

/**
 * SPEC §4: the funnel's loading overlay hides afterMountMs after the container mounts or afterContentMs
 * after content is first added, whichever comes first; later content changes nothing.
 */
export function createOverlayTimer({ afterMountMs, afterContentMs, onHide }: OverlayTimerOptions) {
  let hidden = false
  let contentSeen = false
  const timers: ReturnType<typeof setTimeout>[] = []
  const hide = () => {
    if (hidden) return
    hidden = true
    timers.forEach(clearTimeout)
    onHide()
  }
  return {
    mounted() {
      timers.push(setTimeout(hide, afterMountMs))
    },
    contentAdded() {
      if (hidden || contentSeen) return
      contentSeen = true
      timers.push(setTimeout(hide, afterContentMs))
    },
    get hidden() {
      return hidden
    },
  }
}
