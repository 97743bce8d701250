import { animationMs } from '../../theme/motion.ts'
import { focusableIn } from './focusableIn.ts'
import { nextMenuState, nextOpenGroup, type MenuState } from './menuState.ts'
import { lockScroll, unlockScroll } from './scrollLock.ts'

/**
 * The burger menu of SPEC §2 and §4 on the server-rendered header (MainMenu.tsx): open, close
 * (toggle, Escape, overlay, link), the one-open accordion, the page lock, and focus in and back.
 * While open, the rest of the page is inert, so keyboard and screen reader stay in the header.
 */
export function initMainMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const panel = document.querySelector<HTMLElement>('[data-menu]')
  const overlay = document.querySelector<HTMLElement>('[data-menu-overlay]')
  if (!toggle || !panel) return
  const header = toggle.closest<HTMLElement>('[data-site-header]')
  const root = document.documentElement
  const groups = [...panel.querySelectorAll<HTMLElement>('[data-menu-group]')]
  let state: MenuState = 'closed'
  let openGroup: number | null = null
  let settleTimer: ReturnType<typeof setTimeout> | undefined

  const pageParts = () =>
    [...(header?.parentElement?.children ?? [])].filter(
      (element) => element !== header && element !== overlay && !element.hasAttribute('data-cookie-banner'),
    ) as HTMLElement[]

  const showGroups = () =>
    groups.forEach((group, index) => {
      const open = index === openGroup
      group.toggleAttribute('data-open', open)
      group.querySelector('[data-menu-group-toggle]')?.setAttribute('aria-expanded', String(open))
    })

  function render(next: MenuState, options: { returnFocus?: boolean } = {}) {
    state = next
    clearTimeout(settleTimer)
    for (const element of [panel!, overlay]) if (element) element.dataset.state = next
    if (next === 'open') {
      panel!.hidden = false
      if (overlay) overlay.hidden = false
      // Read layout once so the opening transition starts from the closed style.
      void panel!.offsetHeight
      for (const element of [panel!, overlay]) if (element) element.dataset.state = 'open'
      toggle!.setAttribute('aria-expanded', 'true')
      root.setAttribute('data-menu-open', '')
      for (const element of pageParts()) element.inert = true
      lockScroll()
      focusableIn(panel!)[0]?.focus()
      return
    }
    if (next === 'closing') {
      toggle!.setAttribute('aria-expanded', 'false')
      for (const element of pageParts()) element.inert = false
      unlockScroll()
      if (options.returnFocus) toggle!.focus()
      settleTimer = setTimeout(() => render(nextMenuState(state, 'settled')), animationMs.short)
      return
    }
    panel!.hidden = true
    if (overlay) overlay.hidden = true
    toggle!.setAttribute('aria-expanded', 'false')
    for (const element of pageParts()) element.inert = false
    unlockScroll()
    root.removeAttribute('data-menu-open')
    openGroup = null
    showGroups()
  }

  toggle.addEventListener('click', () => render(nextMenuState(state, 'toggle')))
  overlay?.addEventListener('click', () => render(nextMenuState(state, 'dismiss')))
  panel.addEventListener('click', (event) => {
    const target = event.target as Element
    const groupToggle = target.closest('[data-menu-group-toggle]')
    if (groupToggle) {
      openGroup = nextOpenGroup(openGroup, groups.indexOf(groupToggle.closest('[data-menu-group]') as HTMLElement))
      showGroups()
    } else if (target.closest('a[href]')) render(nextMenuState(state, 'dismiss'))
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || state !== 'open') return
    event.preventDefault()
    render(nextMenuState(state, 'dismiss'), { returnFocus: true })
  })
  // Back from the next page (back/forward cache): the menu is closed again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && state !== 'closed') render('closed')
  })
}
