const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse|pagespeed/i

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** SPEC §9: no prefetching on 2g, with data saver on, or for bots. */
export function prefetchAllowed(userAgent: string, connection: NetworkInformationLike | undefined): boolean {
  if (BOT.test(userAgent)) return false
  if (connection?.saveData) return false
  if (connection?.effectiveType?.includes('2g')) return false
  return true
}
