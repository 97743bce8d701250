import type { Block, Inline, Paragraph } from './markupTree.ts'
import { parseMarkup } from './parseMarkup.ts'

/**
 * The words of a markup text without its markup: what a search index reads and what an excerpt or
 * a meta description shows. Headings and running text only; footnotes, buttons and short codes
 * (their values depend on the page) are left out.
 */
export function markupPlainText(markup: string): { headings: string; text: string } {
  const headings: string[] = []
  const text: string[] = []
  const visit = (paragraph: Paragraph) => {
    headings.push(inlineText(paragraph.heading))
    for (const block of paragraph.blocks) text.push(blockText(block))
    paragraph.children.forEach(visit)
  }
  parseMarkup(markup).tree.paragraphs.forEach(visit)
  return { headings: headings.filter(Boolean).join(' '), text: text.filter(Boolean).join(' ') }
}

/** The words of a text or list block (nested lists included); other blocks have none. */
export function blockText(block: Block): string {
  if (block.type === 'text') return inlineText(block.content)
  if (block.type === 'list')
    return block.items.map((item) => [inlineText(item.content), item.list ? blockText(item.list) : ''].filter(Boolean).join(' ')).join(' ')
  return ''
}

/** The words of inline markup, white space folded. */
export function inlineText(inlines: Inline[]): string {
  return inlines
    .map((inline) => {
      if (inline.type === 'text') return inline.value
      if (inline.type === 'bold' || inline.type === 'italic') return inlineText(inline.children)
      if (inline.type === 'link') return inlineText(inline.title)
      return ''
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}
