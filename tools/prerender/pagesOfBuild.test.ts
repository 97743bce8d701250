import { describe, expect, it } from 'vitest'
import { prerenderedFileOf, sliceOf } from './pagesOfBuild.ts'

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

// Cloudflare Pages answers an unknown /de-de/… path with the nearest 404.html up the folder tree: a market language's
// 404 page must be that file, not a folder's index.html that a host would answer 200 at /de-de/404/.
describe('prerenderedFileOf', () => {
  it('writes a market language’s 404 page as its folder’s 404.html and every other page as a folder’s index.html', () => {
    expect(prerenderedFileOf('/de-de/404/')).toBe('de-de/404.html')
    expect(prerenderedFileOf('/de-de-zentrovo/404/')).toBe('de-de-zentrovo/404.html')
    expect(prerenderedFileOf('/de-de/500/')).toBe('de-de/500/index.html')
    expect(prerenderedFileOf('/de-de/help/404/')).toBe('de-de/help/404/index.html')
    expect(prerenderedFileOf('/')).toBe('index.html')
  })
})
