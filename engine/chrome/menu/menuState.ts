/** SPEC §4: the burger menu is closed, open or closing. */
export type MenuState = 'closed' | 'open' | 'closing'
/** toggle: the burger; dismiss: Escape, the overlay or a link; settled: the closing animation ended. */
export type MenuEvent = 'toggle' | 'dismiss' | 'settled'

export function nextMenuState(state: MenuState, event: MenuEvent): MenuState {
  switch (event) {
    case 'toggle':
      return state === 'open' ? 'closing' : 'open'
    case 'dismiss':
      return state === 'open' ? 'closing' : state
    case 'settled':
      return state === 'closing' ? 'closed' : state
  }
}

/** SPEC §4: one accordion item open at a time; clicking the open item closes all. */
export function nextOpenGroup(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked
}
