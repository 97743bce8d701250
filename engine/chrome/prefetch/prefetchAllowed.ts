const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse|pagespeed/i

/** What the browser says of its connection (https://wicg.github.io/netinfo/); `metered` is the older draft's flag. */
export interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
  type?: string
  metered?: boolean
}

/**
 * SPEC §9 and issue 28 §4: no prefetching on 2g, with data saver on, on a metered connection (the browser says so, or
 * it is cellular, which is metered for most visitors), or for bots.
 */
export function prefetchAllowed(userAgent: string, connection: NetworkInformationLike | undefined): boolean {
  if (BOT.test(userAgent)) return false
  if (connection?.saveData) return false
  if (connection?.metered) return false
  if (connection?.type === 'cellular') return false
  if (connection?.effectiveType?.includes('2g')) return false
  return true
}
