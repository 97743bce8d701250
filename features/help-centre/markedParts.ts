import { foldTerm } from './foldTerm.ts'

/** A piece of a text, marked when it is a word the search matched. */
export interface TextPart {
  text: string
  marked: boolean
}

/**
 * A text cut into the words the search matched and what lies between them (`terms` are the API's matched
 * words, already folded), so the island's <mark>s and the server's no-JavaScript results highlight alike.
 */
export function markedParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0) return [{ text, marked: false }]
  const wanted = new Set(terms)
  // Splitting on a captured group keeps words at odd indexes and the text between them at even ones.
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, index) => ({ text: part, marked: index % 2 === 1 && wanted.has(foldTerm(part)) }))
    .filter((part) => part.text !== '')
}
