import { foldTerm } from './foldTerm.ts'

/** A text with the words the search matched in <mark>; `terms` are the API's matched words, already folded. */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  if (terms.length === 0) return <>{text}</>
  const wanted = new Set(terms)
  // Split into words and what lies between them, keeping both, so the text reads exactly as before.
  const parts = text.split(/([\p{L}\p{N}]+)/u)
  return <>{parts.map((part, index) => (index % 2 === 1 && wanted.has(foldTerm(part)) ? <mark key={index}>{part}</mark> : part))}</>
}
