import { navigationTiming } from '../navigation-progress/navigationTiming.ts'
import { pageNavigationUrl } from '../navigation-progress/pageNavigationUrl.ts'
import { type NetworkInformationLike, prefetchAllowed } from './prefetchAllowed.ts'
import { createPrefetchScheduler } from './prefetchScheduler.ts'

/** How near the viewport a link counts as about to be seen. */
const NEAR_VIEWPORT = '200px'

/**
 * SPEC §4, §9 and issue 28 §4 on static pages: pages linked from what is near the viewport are fetched ahead with
 * <link rel="prefetch"> in paced batches, and a link the visitor points at or focuses at once (`prefetchNow`), so the next page comes
 * from the cache. Each document once, whatever its query (prefetchScheduler.ts). A failed prefetch is simply dropped:
 * the click then loads the page in full, as any link does.
 */
export function initLinkPrefetch(): { prefetchNow?: (url: string) => void } {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  if (!prefetchAllowed(navigator.userAgent, connection) || !('IntersectionObserver' in window)) return {}
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
  const target = (anchor: Element) => {
    const url = pageNavigationUrl(anchor as HTMLAnchorElement, location)
    return url && url.origin + url.pathname + url.search
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        const url = target(entry.target)
        if (url) scheduler.add(url)
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (pageNavigationUrl(anchor, location)) observer.observe(anchor)
  }
  // Intent (a pointer over a link, a keyboard focus, a touch) is the chrome's gesture handlers' (gestureHandlers.ts),
  // delegated so links added later count too.
  return { prefetchNow: scheduler.now }
}
