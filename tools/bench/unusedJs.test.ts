// Protects the bench's unused-JavaScript figure (issue 28 §3): V8's nested block ranges decide byte by byte, the
// innermost range around a byte winning, whatever order the functions come in.
import { describe, expect, it } from 'vitest'
import { unusedBytesOf } from './unusedJs.ts'

const source = 'x'.repeat(100)

describe('unusedBytesOf', () => {
  it('counts a function that never ran inside a script that did as unused', () => {
    const figures = unusedBytesOf({
      url: 'http://x/a.js',
      source,
      functions: [{ ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] }, { ranges: [{ startOffset: 10, endOffset: 40, count: 0 }] }],
    })
    expect(figures).toEqual({ totalBytes: 100, unusedBytes: 30 })
  })

  it('lets a block that ran inside a function that ran stay used, and a branch not taken inside it count as unused', () => {
    const figures = unusedBytesOf({
      url: 'http://x/a.js',
      source,
      // Inner ranges listed before their outer range: the outer must not paint over them.
      functions: [
        { ranges: [{ startOffset: 20, endOffset: 30, count: 0 }] },
        {
          ranges: [
            { startOffset: 10, endOffset: 60, count: 3 },
            { startOffset: 50, endOffset: 55, count: 0 },
          ],
        },
        { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] },
      ],
    })
    expect(figures).toEqual({ totalBytes: 100, unusedBytes: 15 })
  })

  it('by functions, as Lighthouse counts, lets a function that ran stay wholly used, its branches not taken included', () => {
    const figures = unusedBytesOf(
      {
        url: 'http://x/a.js',
        source,
        functions: [
          { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] },
          {
            ranges: [
              { startOffset: 10, endOffset: 60, count: 3 },
              { startOffset: 50, endOffset: 55, count: 0 },
            ],
          },
          { ranges: [{ startOffset: 70, endOffset: 80, count: 0 }] },
        ],
      },
      'functions',
    )
    expect(figures).toEqual({ totalBytes: 100, unusedBytes: 10 })
  })

  it('counts a script without coverage ranges as wholly unused', () => {
    expect(unusedBytesOf({ url: 'http://x/a.js', source, functions: [] })).toEqual({ totalBytes: 100, unusedBytes: 100 })
  })
})
