export interface PrefetchSchedulerOptions {
  initialDelayMs: number
  batchSize: number
  intervalMs: number
  prefetch: (url: string) => void
}

/**
 * SPEC §9: links are prefetched in batches of 4, 3000 ms apart, the first batch 3000 ms after start.
 * URLs arrive as links scroll into view; each URL is prefetched once.
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

  return {
    add(url: string) {
      if (seen.has(url)) return
      seen.add(url)
      queue.push(url)
      schedule()
    },
    stop() {
      clearTimeout(timer)
      timer = undefined
      queue.length = 0
    },
  }
}
