// Protects the prefetch pacing of SPEC §9 (first batch after 3000 ms, batches of 4, 3000 ms apart) and issue 28 §4:
// each document is prefetched once whatever its query, and intent (hover, focus) prefetches at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPrefetchScheduler } from './prefetchScheduler.ts'

describe('createPrefetchScheduler', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setup = () => {
    const prefetch = vi.fn<(url: string) => void>()
    const scheduler = createPrefetchScheduler({ initialDelayMs: 3000, batchSize: 4, intervalMs: 3000, prefetch })
    return { prefetch, scheduler, urls: () => prefetch.mock.calls.map(([url]) => url) }
  }

  it('waits 3000 ms, then prefetches 4 links per batch every 3000 ms', () => {
    const { scheduler, urls } = setup()
    for (let index = 1; index <= 10; index++) scheduler.add(`/page-${index}/`)
    vi.advanceTimersByTime(2999)
    expect(urls()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(urls()).toEqual(['/page-1/', '/page-2/', '/page-3/', '/page-4/'])
    vi.advanceTimersByTime(2999)
    expect(urls()).toHaveLength(4)
    vi.advanceTimersByTime(1)
    expect(urls()).toHaveLength(8)
    vi.advanceTimersByTime(3000)
    expect(urls()).toHaveLength(10)
  })

  it('prefetches each URL once', () => {
    const { scheduler, urls } = setup()
    scheduler.add('/a/')
    scheduler.add('/a/')
    vi.advanceTimersByTime(3000)
    scheduler.add('/a/')
    vi.advanceTimersByTime(6000)
    expect(urls()).toEqual(['/a/'])
  })

  it('keeps 3000 ms between batches when links come into view later', () => {
    const { scheduler, urls } = setup()
    scheduler.add('/a/')
    vi.advanceTimersByTime(3000)
    expect(urls()).toEqual(['/a/'])
    vi.advanceTimersByTime(1000)
    scheduler.add('/b/')
    vi.advanceTimersByTime(1999)
    expect(urls()).toEqual(['/a/'])
    vi.advanceTimersByTime(1)
    expect(urls()).toEqual(['/a/', '/b/'])
  })

  it('prefetches a document once whatever its query', () => {
    const { scheduler, urls } = setup()
    scheduler.add('https://example.com/de-de/booking/?category=vans')
    scheduler.add('https://example.com/de-de/booking/?category=trucks')
    scheduler.add('https://example.com/de-de/booking/')
    scheduler.now('https://example.com/de-de/booking/?category=cars')
    scheduler.add('https://example.com/de-de/plus/')
    vi.advanceTimersByTime(9000)
    expect(urls()).toEqual(['https://example.com/de-de/booking/?category=vans', 'https://example.com/de-de/plus/'])
  })

  it('prefetches at once on intent, without waiting for a batch', () => {
    const { scheduler, urls } = setup()
    scheduler.now('/hovered/')
    expect(urls()).toEqual(['/hovered/'])
    scheduler.now('/hovered/')
    scheduler.add('/hovered/')
    vi.advanceTimersByTime(9000)
    expect(urls()).toEqual(['/hovered/'])
  })

  it('takes a queued link out of its batch when the visitor shows intent', () => {
    const { scheduler, urls } = setup()
    scheduler.add('/a/')
    scheduler.add('/b/')
    scheduler.now('/b/?from=hover')
    expect(urls()).toEqual(['/b/'])
    vi.advanceTimersByTime(3000)
    expect(urls()).toEqual(['/b/', '/a/'])
  })
})
