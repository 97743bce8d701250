import { markupMessages } from './markupMessages.ts'
import type { Block, Inline, ListBlock, MarkupProblem, Paragraph, ParsedMarkup } from './markupTree.ts'
import { parseInline, type InlineSink } from './parseInline.ts'

/** One line of the text: [start, end) without the line break, and where its content starts. */
interface Line {
  start: number
  end: number
  /** First character that is not a space or tab. */
  content: number
  /** Indentation in columns (a tab counts 4). */
  indent: number
}

type RawBlock =
  | { kind: 'text'; start: number; end: number }
  | { kind: 'item'; indent: number; ordered: boolean; start: number; end: number }
  | { kind: 'footnote'; label: string; at: number; labelAt: number; start: number; end: number }

interface OpenParagraph {
  level: number
  headingAt: number
  heading: Inline[]
  raw: RawBlock[]
  children: Paragraph[]
}

const HEADING = /(#{1,6})(?=[ \t\r\n]|$)[ \t]*/y
const FOOTNOTE_DEFINITION = /\[\^([^\]\s[]{0,10})\]:[ \t]*/y
const LIST_ITEM = /([-*+]|[0-9]{1,9}[.)])[ \t]+/y

/**
 * Parses the content markup into the tree of SPEC §3 and checks the rules of SPEC §5. Never throws:
 * every mistake becomes a problem with the exact message of SPEC §8 and the position of the
 * offending character, and the tree holds whatever could be understood. Linear in the text's length.
 */
/** Parsed texts, by text: a build renders the same menu, footer and article texts on many pages. Read-only. */
const parsed = new Map<string, ParsedMarkup>()
const PARSED_LIMIT = 5000

export function parseMarkup(text: string): ParsedMarkup {
  let result = parsed.get(text)
  if (!result) {
    if (parsed.size >= PARSED_LIMIT) parsed.clear()
    result = parseText(text)
    parsed.set(text, result)
  }
  return result
}

function parseText(text: string): ParsedMarkup {
  const problems: { message: string; offset: number }[] = []
  const report = (message: string, offset: number) => problems.push({ message, offset })
  const internalLinks: InlineSink['internalLinks'] = []
  const lines = splitLines(text)
  const paragraphs: Paragraph[] = []
  const path: OpenParagraph[] = []
  let reportedHeadingFirst = false
  let pendingBlank = false

  for (const line of lines) {
    const { content, end } = line
    if (content === end) {
      pendingBlank = true
      continue
    }
    HEADING.lastIndex = content
    const heading = line.indent <= 3 ? HEADING.exec(text) : null
    if (heading && HEADING.lastIndex <= end + 1) {
      let level = heading[1].length
      if (path.length === 0 && level !== 1 && !reportedHeadingFirst) {
        report(markupMessages.headingFirst, content)
        reportedHeadingFirst = true
        level = 1
      } else if (level > path.length + 1) {
        report(markupMessages.headingWithoutText, content)
        level = path.length + 1
      }
      while (path.length >= level) closeParagraph()
      const textStart = Math.min(HEADING.lastIndex, end)
      const sink = inlineSink(report, internalLinks)
      const headingContent = parseInline(text, textStart, trimEnd(text, textStart, end), sink)
      if (headingContent.length === 0) report(markupMessages.headingWithoutText, content)
      path.push({ level, headingAt: content, heading: headingContent, raw: [], children: [] })
      pendingBlank = false
      continue
    }
    const current = path.at(-1)
    if (!current) {
      if (!reportedHeadingFirst) report(markupMessages.headingFirst, content)
      reportedHeadingFirst = true
      continue
    }
    const last = current.raw.at(-1)
    FOOTNOTE_DEFINITION.lastIndex = content
    const footnote = FOOTNOTE_DEFINITION.exec(text)
    LIST_ITEM.lastIndex = content
    const item = footnote ? null : LIST_ITEM.exec(text)
    if (footnote && FOOTNOTE_DEFINITION.lastIndex <= end) {
      const start = FOOTNOTE_DEFINITION.lastIndex
      current.raw.push({ kind: 'footnote', label: footnote[1], at: content, labelAt: content + 2, start, end })
    } else if (item && LIST_ITEM.lastIndex <= end) {
      current.raw.push({ kind: 'item', indent: line.indent, ordered: /[0-9]/.test(item[1]), start: LIST_ITEM.lastIndex, end })
    } else if (last && !pendingBlank) {
      // A line that starts nothing new continues the text, list item or footnote above it.
      last.end = end
    } else {
      current.raw.push({ kind: 'text', start: content, end })
    }
    pendingBlank = false
  }
  if (path.length === 0 && !reportedHeadingFirst) report(markupMessages.headingFirst, firstContent(text))
  while (path.length > 0) closeParagraph()

  return { tree: { paragraphs }, problems: withPositions(lines, problems), internalLinks }

  function closeParagraph() {
    const open = path.pop()!
    const paragraph = buildParagraph(text, open, report, internalLinks)
    if (paragraph.blocks.length === 0 && paragraph.children.length === 0 && open.heading.length > 0)
      report(markupMessages.headingWithoutText, open.headingAt)
    const parent = path.at(-1)
    if (parent) parent.children.push(paragraph)
    else paragraphs.push(paragraph)
  }
}

function inlineSink(report: InlineSink['report'], internalLinks: InlineSink['internalLinks']): InlineSink {
  return { report, footnoteReferences: [], internalLinks }
}

/** Turns a paragraph's raw blocks into tree blocks and checks its footnotes (SPEC §5). */
function buildParagraph(
  text: string,
  open: OpenParagraph,
  report: (message: string, offset: number) => void,
  internalLinks: InlineSink['internalLinks'],
): Paragraph {
  const sink = inlineSink(report, internalLinks)
  const footnoteSink = inlineSink(report, internalLinks)
  const blocks: Block[] = []
  const definitions = open.raw.filter((raw) => raw.kind === 'footnote')
  let listItems: Extract<RawBlock, { kind: 'item' }>[] = []
  let footnotesPlaced = false
  const flushList = () => {
    if (listItems.length > 0) blocks.push(buildList(text, listItems, sink))
    listItems = []
  }
  open.raw.forEach((raw, index) => {
    // A list ends at anything else, and where a top-level item switches between numbers and bullets.
    if (raw.kind !== 'item' || (listItems.length > 0 && raw.indent <= listItems[0].indent && raw.ordered !== listItems[0].ordered))
      flushList()
    if (raw.kind === 'item') listItems.push(raw)
    else if (raw.kind === 'text') blocks.push(textOrCta(parseInline(text, raw.start, trimEnd(text, raw.start, raw.end), sink)))
    else if (!footnotesPlaced) {
      footnotesPlaced = true
      blocks.push({
        type: 'footnotes',
        footnotes: definitions.map((definition) => ({
          number: Number(definition.label) || 0,
          content: parseInline(text, definition.start, trimEnd(text, definition.start, definition.end), footnoteSink),
        })),
      })
    } else if (open.raw[index - 1].kind !== 'footnote') report(markupMessages.footnotesTogether, raw.at)
  })
  flushList()
  checkFootnotes(text, definitions, sink.footnoteReferences, report)
  return { type: 'paragraph', level: open.level, heading: open.heading, blocks, children: open.children }
}

function checkFootnotes(
  text: string,
  definitions: Extract<RawBlock, { kind: 'footnote' }>[],
  references: InlineSink['footnoteReferences'],
  report: (message: string, offset: number) => void,
) {
  let numbered = true
  definitions.forEach((definition, index) => {
    if (numbered && index === 99) {
      report(markupMessages.tooManyFootnotes, definition.at)
      numbered = false
    } else if (numbered && definition.label !== String(index + 1)) {
      report(markupMessages.footnotesNotConsecutive, definition.labelAt)
      numbered = false
    }
    if (trimEnd(text, definition.start, definition.end) === definition.start) report(markupMessages.footnoteWithoutText, definition.at)
  })
  const defined = new Set(definitions.map((definition) => definition.label))
  const referenced = new Set<string>()
  let inSequence = true
  for (const reference of references) {
    if (!defined.has(reference.label)) {
      report(markupMessages.missingFootnote(reference.label), reference.offset)
      continue
    }
    if (referenced.has(reference.label)) continue
    // The n-th footnote referred to must be the n-th footnote written (whose numbering is checked above).
    if (inSequence && reference.label !== definitions[referenced.size]?.label) {
      report(markupMessages.footnotesNotInSequence, reference.offset)
      inSequence = false
    }
    referenced.add(reference.label)
  }
  for (const definition of definitions) {
    if (!referenced.has(definition.label)) report(markupMessages.footnoteNotReferred(definition.label), definition.at)
  }
}

/** A text that is nothing but one button link is a Cta block. */
function textOrCta(content: Inline[]): Block {
  const only = content.filter((node) => node.type !== 'text' || node.value.trim() !== '')
  if (only.length === 1 && only[0].type === 'cta') {
    const { type: _type, ...link } = only[0]
    return { type: 'cta', ...link }
  }
  return { type: 'text', content }
}

/** Consecutive list items; a deeper indentation nests a list under the item above. */
function buildList(text: string, items: Extract<RawBlock, { kind: 'item' }>[], sink: InlineSink): ListBlock {
  const root: ListBlock = { type: 'list', ordered: items[0].ordered, items: [] }
  const levels: { indent: number; list: ListBlock }[] = [{ indent: items[0].indent, list: root }]
  for (const item of items) {
    while (levels.length > 1 && item.indent < levels[levels.length - 1].indent) levels.pop()
    const top = levels[levels.length - 1]
    const parent = top.list.items.at(-1)
    if (item.indent > top.indent && parent) {
      parent.list ??= { type: 'list', ordered: item.ordered, items: [] }
      levels.push({ indent: item.indent, list: parent.list })
    }
    levels[levels.length - 1].list.items.push({ content: parseInline(text, item.start, trimEnd(text, item.start, item.end), sink) })
  }
  return root
}

function splitLines(text: string): Line[] {
  const lines: Line[] = []
  let start = 0
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const next = end + 1
    if (end > start && text[end - 1] === '\r') end--
    let content = start
    let indent = 0
    while (content < end && (text[content] === ' ' || text[content] === '\t')) {
      indent += text[content] === '\t' ? 4 - (indent % 4) : 1
      content++
    }
    lines.push({ start, end, content, indent })
    start = next
  }
  return lines
}

function trimEnd(text: string, start: number, end: number): number {
  while (end > start && /\s/.test(text[end - 1])) end--
  return end
}

function firstContent(text: string): number {
  const match = /\S/.exec(text)
  return match ? match.index : 0
}

function withPositions(lines: Line[], problems: { message: string; offset: number }[]): MarkupProblem[] {
  const seen = new Set<string>()
  return problems
    .sort((a, b) => a.offset - b.offset)
    .filter((problem) => {
      const key = `${problem.offset}|${problem.message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map((problem) => {
      let low = 0
      let high = lines.length - 1
      while (low < high) {
        const middle = (low + high + 1) >> 1
        if (lines[middle].start <= problem.offset) low = middle
        else high = middle - 1
      }
      return { ...problem, line: low + 1, column: problem.offset - lines[low].start + 1 }
    })
}
