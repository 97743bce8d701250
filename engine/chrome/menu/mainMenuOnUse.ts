import { loadOnFirstUse } from '../loadOnFirstUse.ts'

/** The burger menu (mainMenu.ts), fetched when the visitor reaches for its toggle: most page views never open it. */
export function initMainMenuOnUse(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  if (!toggle) return
  loadOnFirstUse(toggle, () => import('./mainMenu.ts').then((module) => module.initMainMenu()))
}
