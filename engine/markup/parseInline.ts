import { parseLinkUrl } from './linkUrl.ts'
import { markupMessages } from './markupMessages.ts'
import type { Inline } from './markupTree.ts'
import { parseShortCode } from './shortCodes.ts'

/** What inline parsing tells the paragraph around it. */
export interface InlineSink {
  report(message: string, offset: number): void
  /** Footnote references "[^label]" in the order they appear. */
  footnoteReferences: { label: string; offset: number }[]
  /** "{product}<page id>" links, so validation can check the page exists. */
  internalLinks: { url: string; offset: number }[]
}

type OpenerKind = 'bold' | 'italic' | 'link'
interface Opener {
  kind: OpenerKind
  /** Index in the output list of the text node that holds the opening characters. */
  index: number
  offset: number
}

const ESCAPABLE = /[!-/:-@[-`{-~]/
const HTML_TAG = /<(\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)|!|\?)/y
const FOOTNOTE_REFERENCE = /\[\^([^\]\s[]{1,10})\]/y
const URL_CHAR = /[^\s()[\]<>"]/
const WHITESPACE = /\s/

/**
 * Parses the inline content of text[start, end): bold (**), italic (*), links [title](url), footnote
 * references [^1], short codes {{…}}, backslash escapes; reports HTML tags. One pass with a stack of
 * openers, each opener pushed and removed once and no scan repeated, so the time is linear in the
 * length even for inputs such as "[[[[…" or "{{{{…".
 */
export function parseInline(text: string, start: number, end: number, sink: InlineSink): Inline[] {
  const out: Inline[] = []
  const stack: Opener[] = []
  // Positions in `stack` of the open bold, italic and link openers, innermost last.
  const open: Record<OpenerKind, number[]> = { bold: [], italic: [], link: [] }
  let buffer = ''
  let unclosedShortCodeUntil = -1

  const flush = () => {
    if (buffer) out.push({ type: 'text', value: buffer })
    buffer = ''
  }
  const pushOpener = (kind: OpenerKind, characters: string, offset: number) => {
    flush()
    out.push({ type: 'text', value: characters })
    open[kind].push(stack.length)
    stack.push({ kind, index: out.length, offset })
  }
  /** Removes the opener at `position` and every opener above it (those stay as literal text); answers what followed it. */
  const closeAt = (position: number): Inline[] => {
    flush()
    const opener = stack[position]
    stack.length = position
    for (const positions of Object.values(open)) while (positions.length > 0 && positions[positions.length - 1] >= position) positions.pop()
    return out.splice(opener.index - 1).slice(1)
  }

  let i = start
  while (i < end) {
    const c = text[i]
    if (c === '\\' && i + 1 < end && ESCAPABLE.test(text[i + 1])) {
      buffer += text[i + 1]
      i += 2
    } else if (c === '{' && text[i + 1] === '{' && i + 1 < end) {
      i = shortCode(i)
    } else if (c === '<') {
      HTML_TAG.lastIndex = i
      if (HTML_TAG.test(text)) sink.report(markupMessages.html, i)
      buffer += c
      i++
    } else if (c === '[' && text[i + 1] === '^' && footnoteReferenceAt(i)) {
      i = FOOTNOTE_REFERENCE.lastIndex
    } else if (c === '[') {
      pushOpener('link', '[', i)
      i++
    } else if (c === ']') {
      i = linkEnd(i)
    } else if (c === '*') {
      i = stars(i)
    } else {
      buffer += c
      i++
    }
  }
  flush()
  return mergeText(out)

  function shortCode(at: number): number {
    let j = at + 2
    if (at >= unclosedShortCodeUntil) {
      while (j < end && text[j] !== '\n' && !(text[j] === '}' && text[j + 1] === '}' && j + 1 < end)) j++
    }
    if (at < unclosedShortCodeUntil || j >= end || text[j] === '\n') {
      // Every later "{{" up to here is unclosed too: remember it instead of scanning again.
      unclosedShortCodeUntil = Math.max(unclosedShortCodeUntil, j)
      sink.report(markupMessages.invalidShortCode, at)
      buffer += '{{'
      return at + 2
    }
    const code = parseShortCode(text.slice(at + 2, j))
    if (code === 'invalid') sink.report(markupMessages.invalidShortCode, at)
    else if ('invalidSeason' in code) sink.report(markupMessages.invalidSeason(code.invalidSeason), at + 2 + code.at)
    else {
      flush()
      out.push(code)
    }
    return j + 2
  }

  function footnoteReferenceAt(at: number): boolean {
    FOOTNOTE_REFERENCE.lastIndex = at
    const match = FOOTNOTE_REFERENCE.exec(text)
    if (!match || FOOTNOTE_REFERENCE.lastIndex > end) return false
    sink.footnoteReferences.push({ label: match[1], offset: at })
    flush()
    if (/^[1-9][0-9]?$/.test(match[1])) out.push({ type: 'footnote', number: Number(match[1]) })
    return true
  }

  function linkEnd(at: number): number {
    const position = open.link.at(-1)
    if (position === undefined) {
      buffer += ']'
      return at + 1
    }
    let j = at + 2
    if (text[at + 1] === '(') while (j < end && URL_CHAR.test(text[j])) j++
    if (text[at + 1] !== '(' || j >= end || text[j] !== ')') {
      // Not a link after all: the "[" stays text (its stack entry, if others are above it, stays behind inert).
      open.link.pop()
      if (position === stack.length - 1) stack.pop()
      buffer += ']'
      return at + 1
    }
    const opener = stack[position]
    const title = closeAt(position)
    const written = text.slice(at + 2, j)
    const link = parseLinkUrl(written)
    if (!title.some((node) => node.type !== 'text' || node.value.trim() !== '')) sink.report(markupMessages.linkWithoutTitle, opener.offset)
    if (!link) {
      sink.report(markupMessages.unsafeLink, at + 2)
      out.push(...title)
    } else {
      if (link.isInternalLink) sink.internalLinks.push({ url: link.url, offset: at + 2 })
      out.push({
        type: link.cta ? 'cta' : 'link',
        url: link.url,
        title: mergeText(title),
        target: link.target,
        isInternalLink: link.isInternalLink,
      })
      // Links do not nest: the "[" before this link stay text.
      open.link.length = 0
    }
    return j + 1
  }

  function stars(at: number): number {
    let run = 1
    while (at + run < end && text[at + run] === '*') run++
    const before = at > start ? text[at - 1] : ' '
    const after = at + run < end ? text[at + run] : ' '
    const canOpen = !WHITESPACE.test(after)
    const canClose = !WHITESPACE.test(before)
    let remaining = run
    let offset = at
    while (remaining > 0) {
      const bold = remaining >= 2 ? (open.bold.at(-1) ?? -1) : -1
      const italic = open.italic.at(-1) ?? -1
      if (canClose && (bold >= 0 || italic >= 0)) {
        const kind = bold > italic ? 'bold' : 'italic'
        const children = mergeText(closeAt(Math.max(bold, italic)))
        out.push({ type: kind, children })
        remaining -= kind === 'bold' ? 2 : 1
        offset += kind === 'bold' ? 2 : 1
      } else if (canOpen) {
        const size = remaining >= 2 ? 2 : 1
        pushOpener(size === 2 ? 'bold' : 'italic', '*'.repeat(size), offset)
        remaining -= size
        offset += size
      } else {
        buffer += '*'.repeat(remaining)
        remaining = 0
      }
    }
    return at + run
  }
}

/** Joins neighbouring text nodes (openers that never closed stay behind as text). */
function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = []
  for (const node of nodes) {
    const last = merged[merged.length - 1]
    if (node.type === 'text' && last?.type === 'text') merged[merged.length - 1] = { type: 'text', value: last.value + node.value }
    else if (node.type !== 'text' || node.value !== '') merged.push(node)
  }
  return merged
}
