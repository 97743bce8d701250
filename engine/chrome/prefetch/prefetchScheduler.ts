export interface PrefetchSchedulerOptions {
  initialDelayMs: number
  batchSize: number
  intervalMs: number
  prefetch: (url: string) => void
}

/**
 * The document a URL loads: its origin and path. A static host serves one file whatever the query, so
 * `/booking/?category=a` and `/booking/?category=b` are one document (issue 28 §4: on the home page six of eight
 * prefetches fetched the booking page under different categories).
 */
export function prefetchDocumentKey(url: string): string {
  const parsed = new URL(url, 'http://prefetch.invalid')
  return parsed.origin + parsed.pathname
}

/**
 * SPEC §9: links near the viewport are prefetched in batches of 4, 3000 ms apart, the first batch 3000 ms after
 * start. A visitor's intent (pointer over a link, focus on it) prefetches at once (`now`). Each document is
 * prefetched once whatever its query: the first URL that names it is the one fetched.
 */
export function createPrefetchScheduler({ initialDelayMs, batchSize, intervalMs, prefetch }: PrefetchSchedulerOptions) {
  const queue: string[] = []
  const seen = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let nextBatchAt = Date.now() + initialDelayMs

  function schedule() {
    if (timer !== undefined || queue.length === 0) return
    timer = setTimeout(runBatch, Math.max(0, nextBatchAt - Date.now()))
  }

  function runBatch() {
    timer = undefined
    for (const url of queue.splice(0, batchSize)) prefetch(url)
    nextBatchAt = Date.now() + intervalMs
    schedule()
  }

  /** True the first time a URL's document is named. */
  function claim(url: string): boolean {
    const key = prefetchDocumentKey(url)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  }

  return {
    /** A link near the viewport: prefetched with the next batch. */
    add(url: string) {
      if (!claim(url)) return
      queue.push(url)
      schedule()
    },
    /** The visitor shows intent (hover, focus): prefetched now, or taken out of the queue if it waits there. */
    now(url: string) {
      const queued = queue.findIndex((waiting) => prefetchDocumentKey(waiting) === prefetchDocumentKey(url))
      if (queued >= 0) prefetch(queue.splice(queued, 1)[0])
      else if (claim(url)) prefetch(url)
    },
  }
}
