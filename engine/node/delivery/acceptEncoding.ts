/**
 * Content negotiation of `Accept-Encoding` (RFC 9110 §12.5.3) for the precompressed files of the built site.
 * Malformed members (a q that is not a number from 0 to 1, an empty token) are ignored rather than failing the
 * request: a browser with a strange header still gets the page, at worst uncompressed.
 */

/** The content codings the build writes beside each text file, in the server's order of preference. */
export type ContentCoding = 'br' | 'gzip'
export type Encoding = ContentCoding | 'identity'

export const CODING_EXTENSIONS: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' }
/** Best compression first: when the client weighs two codings the same, the smaller wins. */
const PREFERENCE: Encoding[] = ['br', 'gzip', 'identity']

const QVALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i

/** Each coding the header names, with its weight; undefined entries were malformed and are dropped. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const member of header.split(',')) {
    const [rawCoding, ...parameters] = member.split(';').map((part) => part.trim())
    const coding = rawCoding.toLowerCase()
    if (!TOKEN.test(coding)) continue
    let weight = 1
    let valid = true
    for (const parameter of parameters) {
      const q = QVALUE.exec(parameter.replace(/\s+/g, ''))
      if (q) weight = Number(q[1])
      else if (/^q\s*=/i.test(parameter)) valid = false
    }
    if (!valid) continue
    // "x-gzip" is gzip (RFC 9110 §8.4.1.3); the first mention of a coding counts.
    const name = coding === 'x-gzip' ? 'gzip' : coding
    if (!weights.has(name)) weights.set(name, weight)
  }
  return weights
}

/**
 * The encoding to send among those available (identity always is): the highest weight the client gives, ties
 * broken by PREFERENCE. No header means any coding will do, but a client that says nothing usually cannot
 * decode, so it gets identity; an empty header asks for identity. When the client refuses every available
 * encoding (`identity;q=0` or `*;q=0` alone), identity is sent anyway: an answer it may not like beats a 406.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentCoding[]): Encoding {
  if (header === undefined) return 'identity'
  const weights = parseAcceptEncoding(header)
  const wildcard = weights.get('*')
  const weightOf = (encoding: Encoding): number => {
    const named = weights.get(encoding)
    if (named !== undefined) return named
    if (wildcard !== undefined) return wildcard
    // Unnamed, identity is still acceptable, below any coding the client named (q has three decimals at most);
    // other codings only count when named.
    return encoding === 'identity' ? 0.0001 : 0
  }
  let best: Encoding = 'identity'
  let bestWeight = 0
  for (const encoding of PREFERENCE) {
    if (encoding !== 'identity' && !available.includes(encoding)) continue
    const weight = weightOf(encoding)
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}
