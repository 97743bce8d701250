/**
 * Strong entity tags for the files of the built site, and the `If-None-Match` check (RFC 9110 §8.8.3, §13.1.2).
 * Each encoding of a file is its own representation with its own tag ("<hash>", "<hash>-br", "<hash>-gzip"), as a
 * strong tag must change with the bytes sent; the hash is of the uncompressed file, so all three change together.
 */
import { createHash } from 'node:crypto'
import type { Encoding } from './acceptEncoding.ts'

export function entityTag(content: Buffer | string, encoding: Encoding): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 22)
  return `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`
}

/** The opaque tags of an If-None-Match value; "*" stands for any. Malformed members are skipped. */
export function parseIfNoneMatch(header: string): string[] {
  const tags: string[] = []
  // An entity tag is an optional W/ and a quoted string without quotes inside; anything else is not one.
  const member = /\s*(\*|(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*")\s*(?:,|$)/gy
  for (let match = member.exec(header); match !== null && match[0] !== ''; match = member.exec(header)) {
    tags.push(match[1].replace(/^W\//, ''))
    if (member.lastIndex >= header.length) break
  }
  return tags
}

/**
 * True when the client's copy is current: If-None-Match names the tag (weak comparison, as the RFC asks for this
 * header) or is "*". A header that does not parse matches nothing, so the client gets the full answer.
 */
export function ifNoneMatchMatches(header: string | undefined, currentTag: string): boolean {
  if (!header) return false
  const tags = parseIfNoneMatch(header)
  return tags.includes('*') || tags.includes(currentTag)
}
