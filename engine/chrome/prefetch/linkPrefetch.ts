import { navigationTiming } from '../navigation-progress/navigationTiming.ts'
import { pageNavigationUrl } from '../navigation-progress/pageNavigationUrl.ts'
import { prefetchAllowed } from './prefetchAllowed.ts'
import { createPrefetchScheduler } from './prefetchScheduler.ts'

/**
 * SPEC §4, §9 on static pages: pages linked from what is in view are fetched ahead with
 * <link rel="prefetch">, so the next page comes from the cache. A failed prefetch is simply dropped:
 * the click then loads the page in full, as any link does.
 */
export function initLinkPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  if (!prefetchAllowed(navigator.userAgent, connection) || !('IntersectionObserver' in window)) return
  const scheduler = createPrefetchScheduler({
    initialDelayMs: navigationTiming.prefetchInitialDelayMs,
    batchSize: navigationTiming.prefetchBatchSize,
    intervalMs: navigationTiming.prefetchIntervalMs,
    prefetch(url) {
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.href = url
      link.dataset.prefetch = ''
      document.head.append(link)
    },
  })
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      const url = pageNavigationUrl(entry.target as HTMLAnchorElement, location)
      if (url) scheduler.add(url.origin + url.pathname + url.search)
    }
  })
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (pageNavigationUrl(anchor, location)) observer.observe(anchor)
  }
}
