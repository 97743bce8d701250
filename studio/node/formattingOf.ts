/** How a JSON file is written (indent, line ends, final newline), so an edit writes its new lines the same way. */
import type { FormattingOptions } from 'jsonc-parser'

export function formattingOf(text: string): FormattingOptions {
  const indented = /^[ \t]+(?=\S)/m.exec(text)?.[0]
  const insertSpaces = !indented?.startsWith('\t')
  return {
    insertSpaces,
    tabSize: insertSpaces ? (indented?.length ?? 2) : 1,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
    insertFinalNewline: /\r?\n$/.test(text),
  }
}
