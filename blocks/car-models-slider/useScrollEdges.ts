import { useCallback, useEffect, useState, type RefObject } from 'react'

/** Whether a horizontal scroller can move back or forward, updated as it scrolls or resizes. */
export function useScrollEdges(track: RefObject<HTMLElement | null>): { atStart: boolean; atEnd: boolean } {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false })
  const measure = useCallback(() => {
    const element = track.current
    if (!element) return
    // scrollLeft is negative in right-to-left pages.
    const position = Math.abs(element.scrollLeft)
    setEdges({ atStart: position < 2, atEnd: position + element.clientWidth >= element.scrollWidth - 2 })
  }, [track])
  useEffect(() => {
    const element = track.current
    if (!element) return
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [measure, track])
  return edges
}
