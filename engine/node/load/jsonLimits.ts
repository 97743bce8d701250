/**
 * Limits on a JSON document checked before it is parsed, so a careless or hostile document gets an author error
 * in bounded time instead of a stack overflow (10,000 nested arrays) or minutes of "did you mean" (a 10 MB string).
 * No real document comes near them: pages nest about ten levels, and long texts live in translation bundles.
 */
export const MAX_NESTING_DEPTH = 64
export const MAX_STRING_LENGTH = 100_000
/**
 * Every document is read, parsed and (a page) checked once per market and language that builds it. The largest
 * document, the Arabic translation bundle, has about 95 KB and the largest page about 11 KB: 1 MB leaves room for
 * ten times the texts while no page can make a run take minutes.
 */
export const MAX_DOCUMENT_BYTES = 1_000_000
/**
 * A list of blocks (a page's, an override's, a layout's before or after) is checked block by block for every market:
 * the longest page has 6 blocks, and a page of 200 is already more than a visitor scrolls through.
 */
export const MAX_BLOCKS_PER_LIST = 200

export interface LimitViolation {
  offset: number
  message: string
}

/** One pass over the text (strings skipped): its size, the first place nesting goes too deep, and every string too long. */
export function findLimitViolations(text: string): LimitViolation[] {
  const violations: LimitViolation[] = []
  let tooLongStrings = 0
  let depth = 0
  let tooDeep = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (char === 0x22 /* " */) {
      const start = index
      // A string ends at its closing quote or, unclosed, at the end of the line: where the JSON parser ends it too,
      // so brackets after an unclosed quote are counted (the parser reads them as arrays).
      for (index++; index < text.length; index++) {
        const inner = text.charCodeAt(index)
        if (inner === 0x22 || inner === 0x0a || inner === 0x0d) break
        if (inner === 0x5c /* \ */ && text.charCodeAt(index + 1) !== 0x0a && text.charCodeAt(index + 1) !== 0x0d) index++
      }
      const length = index - start - 1
      if (length > MAX_STRING_LENGTH) {
        tooLongStrings += length
        violations.push({
          offset: start,
          message: `this string has ${length.toLocaleString('en-US')} characters; at most ${MAX_STRING_LENGTH.toLocaleString('en-US')} are allowed. Long texts belong in a translation bundle, split into paragraphs`,
        })
      }
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++
      if (depth > MAX_NESTING_DEPTH && !tooDeep) {
        tooDeep = true
        violations.push({
          offset: index,
          message: `arrays and objects are nested more than ${MAX_NESTING_DEPTH} levels deep here; no document needs that many: look for brackets that are not closed`,
        })
      }
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--
  }
  // A string reported as too long already says where the size is; the document's size is reported when the rest is too big.
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes - tooLongStrings > MAX_DOCUMENT_BYTES)
    violations.unshift({
      offset: 0,
      message: `this document has ${bytes.toLocaleString('en-US')} bytes; at most ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} are allowed. Split a long page into several pages; long texts belong in a translation bundle`,
    })
  return violations
}
