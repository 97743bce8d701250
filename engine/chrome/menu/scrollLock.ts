/**
 * Locks the page behind the open menu: html[data-scroll-locked] sets overflow hidden on the body
 * (globalStyles.ts), and the scrollbar's width becomes padding so the page does not jump sideways.
 */
export function lockScroll(root: HTMLElement = document.documentElement): void {
  if (root.hasAttribute('data-scroll-locked')) return
  const scrollbar = window.innerWidth - root.clientWidth
  if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`
  root.setAttribute('data-scroll-locked', '')
}

export function unlockScroll(root: HTMLElement = document.documentElement): void {
  root.removeAttribute('data-scroll-locked')
  document.body.style.paddingRight = ''
}
