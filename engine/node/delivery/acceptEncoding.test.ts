import { describe, expect, it } from 'vitest'
import { negotiateEncoding, type ContentCoding, type Encoding } from './acceptEncoding.ts'

const BOTH: ContentCoding[] = ['br', 'gzip']

// [what the client sent, what the build wrote beside the file, what the server sends]
const CASES: [string | undefined, ContentCoding[], Encoding][] = [
  [undefined, BOTH, 'identity'],
  ['', BOTH, 'identity'],
  ['gzip, deflate, br', BOTH, 'br'],
  ['gzip, deflate, br', ['gzip'], 'gzip'],
  ['gzip, deflate, br', [], 'identity'],
  ['br;q=0.5, gzip;q=1', BOTH, 'gzip'],
  ['br;q=1, gzip;q=1', BOTH, 'br'],
  ['BR', BOTH, 'br'],
  ['br;q=0, gzip', BOTH, 'gzip'],
  ['br;q=0, gzip;q=0', BOTH, 'identity'],
  ['*', BOTH, 'br'],
  ['*;q=0.1, gzip;q=0.5', BOTH, 'gzip'],
  ['*;q=0', BOTH, 'identity'],
  ['identity;q=0', BOTH, 'identity'],
  ['identity;q=0, gzip;q=0.001', BOTH, 'gzip'],
  ['x-gzip', BOTH, 'gzip'],
  ['deflate', BOTH, 'identity'],
  ['br ; q = 0.8 , gzip ; q=0.9', BOTH, 'gzip'],
  ['gzip;q=0.9, br;q=0.8', BOTH, 'gzip'],
  ['identity, gzip;q=0.5', BOTH, 'identity'],
  // Garbage: malformed members are dropped, the rest still counts.
  ['br;q=5, gzip', BOTH, 'gzip'],
  ['br;q=abc', BOTH, 'identity'],
  ['br;q=-1, gzip;q=1.0001', BOTH, 'identity'],
  [';;;,,,', BOTH, 'identity'],
  ['gzip;;q=0.5;foo=bar', BOTH, 'gzip'],
  ['"br"', BOTH, 'identity'],
  ['br'.repeat(5000), BOTH, 'identity'],
  ['\u0000br', BOTH, 'identity'],
]

describe('negotiateEncoding', () => {
  const named = CASES.map(([header, available, expected]) => [JSON.stringify(header)?.slice(0, 60), header, available, expected] as const)
  it.each(named)('Accept-Encoding %s with %j available → %s', (_label, header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected)
  })
})
