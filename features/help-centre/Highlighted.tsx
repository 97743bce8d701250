import { markedParts } from './markedParts.ts'

/** A text with the words the search matched in <mark>; `terms` are the API's matched words, already folded. */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {markedParts(text, terms).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text in order, which change only with the text
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
