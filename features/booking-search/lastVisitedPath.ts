/** SPEC §8: a failed chunk load sends the visitor back to the last visited path, kept for the browser tab. */
const STORAGE_KEY = 'lastVisitedPath'

/** Remembers the current page before the visitor moves on to the funnel. */
export function rememberLastVisitedPath(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, location.pathname + location.search)
  } catch {
    // Storage can be unavailable (private mode, blocked); the referrer or the fallback is used then.
  }
}

/** The path to return to: the remembered one, else a same-origin referrer, else `fallback` (the start page). */
export function lastVisitedPath(fallback: string): string {
  let remembered: string | null = null
  try {
    remembered = sessionStorage.getItem(STORAGE_KEY)
  } catch {
    remembered = null
  }
  if (remembered?.startsWith('/') && !remembered.startsWith('//')) return remembered
  if (document.referrer) {
    const referrer = new URL(document.referrer)
    if (referrer.origin === location.origin && referrer.pathname !== location.pathname) return referrer.pathname + referrer.search
  }
  return fallback
}
