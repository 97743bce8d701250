/** Whether a horizontal scroller can move back or forward from where it is. */
export function scrollEdges(track: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>): { atStart: boolean; atEnd: boolean } {
  // scrollLeft is negative in right-to-left pages.
  const position = Math.abs(track.scrollLeft)
  return { atStart: position < 2, atEnd: position + track.clientWidth >= track.scrollWidth - 2 }
}
