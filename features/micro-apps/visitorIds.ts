const STORAGE_KEY = 'optimizationVisitorId'

/**
 * The optimization-testing visitor id given to micro-apps (SPEC §7). Kept for the browser tab only
 * (sessionStorage): enough for one journey, nothing stored beyond it before consent.
 */
export function optimizationVisitorId(): string {
  try {
    const existing = sessionStorage.getItem(STORAGE_KEY)
    if (existing) return existing
    const created = crypto.randomUUID()
    sessionStorage.setItem(STORAGE_KEY, created)
    return created
  } catch {
    return crypto.randomUUID()
  }
}
