import { blockText, inlineText } from './markupPlainText.ts'
import type { MarkupTree } from './markupTree.ts'

export interface FaqEntry {
  question: string
  answer: string
}

/**
 * Questions and answers of a FAQ written in the content markup: every "## Question" child paragraph is one
 * entry, its text and lists the answer (footnotes and buttons left out), for schema.org FAQPage data.
 */
export function faqEntriesOf(tree: MarkupTree): FaqEntry[] {
  return tree.paragraphs
    .flatMap((paragraph) => paragraph.children)
    .map((child) => ({ question: inlineText(child.heading), answer: child.blocks.map(blockText).filter(Boolean).join(' ') }))
    .filter((entry) => entry.question !== '' && entry.answer !== '')
}
