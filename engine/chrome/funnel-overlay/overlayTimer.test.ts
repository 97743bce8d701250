// Protects the funnel overlay timing of SPEC §4: hidden 5 s after mount or 1.5 s after content first arrives, whichever is first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOverlayTimer } from './overlayTimer.ts'

describe('createOverlayTimer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const start = () => {
    const onHide = vi.fn()
    const timer = createOverlayTimer({ afterMountMs: 5000, afterContentMs: 1500, onHide })
    timer.mounted()
    return { timer, onHide }
  }

  it('hides 5000 ms after mounting when no content arrives', () => {
    const { onHide } = start()
    vi.advanceTimersByTime(4999)
    expect(onHide).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onHide).toHaveBeenCalledTimes(1)
  })

  it('hides 1500 ms after content first arrives when that is earlier', () => {
    const { timer, onHide } = start()
    vi.advanceTimersByTime(1000)
    timer.contentAdded()
    vi.advanceTimersByTime(1499)
    expect(onHide).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onHide).toHaveBeenCalledTimes(1)
    expect(timer.hidden).toBe(true)
  })

  it('keeps the 5000 ms limit when content arrives late', () => {
    const { timer, onHide } = start()
    vi.advanceTimersByTime(4000)
    timer.contentAdded()
    vi.advanceTimersByTime(1000)
    expect(onHide).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(onHide).toHaveBeenCalledTimes(1)
  })

  it('counts only the first content: later additions do not postpone hiding', () => {
    const { timer, onHide } = start()
    timer.contentAdded()
    vi.advanceTimersByTime(1000)
    timer.contentAdded()
    vi.advanceTimersByTime(500)
    expect(onHide).toHaveBeenCalledTimes(1)
  })

  it('content at mount time hides after 1500 ms', () => {
    const { timer, onHide } = start()
    timer.contentAdded()
    vi.advanceTimersByTime(1500)
    expect(onHide).toHaveBeenCalledTimes(1)
  })
})
