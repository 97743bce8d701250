// Protects SPEC §9 and issue 28 §4: no prefetching on 2g, with data saver, on a metered connection, or for bots.
import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from './prefetchAllowed.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

describe('prefetchAllowed', () => {
  it.each([
    ['a browser on 4g', BROWSER, { effectiveType: '4g' }, true],
    ['a browser without connection info', BROWSER, undefined, true],
    ['2g', BROWSER, { effectiveType: '2g' }, false],
    ['slow 2g', BROWSER, { effectiveType: 'slow-2g' }, false],
    ['data saver', BROWSER, { effectiveType: '4g', saveData: true }, false],
    ['a metered connection', BROWSER, { effectiveType: '4g', metered: true }, false],
    ['a cellular connection', BROWSER, { effectiveType: '4g', type: 'cellular' }, false],
    ['wifi', BROWSER, { effectiveType: '4g', type: 'wifi' }, true],
    ['a search bot', 'Mozilla/5.0 (compatible; ExampleBot/2.1; +https://bot.example.com)', undefined, false],
    ['a crawler', 'SomeCrawler/1.0', undefined, false],
  ])('%s', (_, userAgent, connection, expected) => {
    expect(prefetchAllowed(userAgent, connection)).toBe(expected)
  })
})
