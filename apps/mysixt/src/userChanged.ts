import type { User } from '../../../features/web-api/index.ts'

/**
 * A tab that changed the account (Profiles saves the name) tells the app, which holds the account the area shows
 * ("Hello, {firstName}"): an event on the window, as the header's logout is, so the tabs need no callback through the area.
 */
const USER_CHANGED = 'mysixt:user-changed'

export function announceUserChanged(user: User): void {
  window.dispatchEvent(new CustomEvent<User>(USER_CHANGED, { detail: user }))
}

export function onUserChanged(listener: (user: User) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<User>).detail)
  window.addEventListener(USER_CHANGED, handle)
  return () => window.removeEventListener(USER_CHANGED, handle)
}
