import { describe, expect, it } from 'vitest'
import { sliceOf } from './pagesOfBuild.ts'

// A build prerenders in several processes that list the routes in different orders: every URL goes to exactly one slice, whatever the order.
describe('sliceOf', () => {
  const urls = Array.from({ length: 3000 }, (_, i) => `/de-de/help-center/articles/article-${i}/`)

  it('puts every URL in exactly one of the slices, about evenly', () => {
    const counts = [0, 0, 0]
    for (const url of urls) counts[sliceOf(url, 3)]++
    expect(counts.reduce((a, b) => a + b)).toBe(urls.length)
    for (const count of counts) expect(count).toBeGreaterThan(900)
  })

  it('depends on the URL only, not on its position', () => {
    const forward = urls.map((url) => sliceOf(url, 2))
    const backward = [...urls]
      .reverse()
      .map((url) => sliceOf(url, 2))
      .reverse()
    expect(backward).toEqual(forward)
  })
})
