import type { MailBlock, MailContent, MailRow } from './mailContent.ts'

const rows = (lines: MailRow[]) => lines.map((row) => `${row.label}: ${row.value}`)

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text
    case 'action':
      // The address on a line of its own: mail programs make it a link, and nothing sticks to its end.
      return `${block.label}:\n${block.href}`
    case 'facts':
      return rows(block.rows).join('\n')
    case 'prices':
      return [
        block.heading,
        ...rows(block.rows),
        ...rows([block.total]),
        ...rows(block.after),
        ...(block.note ? ['', block.note] : []),
      ].join('\n')
  }
}

/** The plain-text part of a mail: what a text-only mail program shows, and what the HTML part says too. */
export function renderMailText(content: MailContent): string {
  return `${[content.greeting, ...content.blocks.map(blockText), content.closing.join('\n'), `-- \n${content.footer}`].join('\n\n')}\n`
}
