import { describe, expect, it } from 'vitest'
import { entityTag, ifNoneMatchMatches, parseIfNoneMatch } from './entityTag.ts'

const TAG = entityTag('<!doctype html>', 'br')

describe('entityTag', () => {
  it('differs per encoding and per content, and is a strong quoted tag', () => {
    const tags = [entityTag('a', 'identity'), entityTag('a', 'br'), entityTag('a', 'gzip'), entityTag('b', 'identity')]
    expect(new Set(tags).size).toBe(4)
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/)
    expect(entityTag('a', 'br')).toBe(entityTag(Buffer.from('a'), 'br'))
  })
})

// [If-None-Match as sent, does the client's copy match TAG]
const CASES: [string | undefined, boolean][] = [
  [undefined, false],
  ['', false],
  [TAG, true],
  [`W/${TAG}`, true],
  [`"other", ${TAG}`, true],
  [`"other",${TAG}  `, true],
  ['*', true],
  ['"other"', false],
  [TAG.replace('-br', '-gzip'), false],
  [TAG.replace('-br', ''), false],
  // Malformed: never a match, never a throw.
  [TAG.slice(1, -1), false],
  [`"${TAG}`, false],
  ['W/', false],
  ['garbage"', false],
  [',,,', false],
  ['"a" "b"', false],
  ['"'.repeat(10000), false],
]

describe('ifNoneMatchMatches', () => {
  it.each(CASES)('If-None-Match %j → %s', (header, expected) => {
    expect(ifNoneMatchMatches(header, TAG)).toBe(expected)
  })

  it('reads the members of a list up to the first malformed one', () => {
    expect(parseIfNoneMatch('"a", W/"b", *')).toEqual(['"a"', '"b"', '*'])
    expect(parseIfNoneMatch('"a", b, "c"')).toEqual(['"a"'])
  })
})
