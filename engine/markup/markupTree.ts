/**
 * The tree of the content markup language (SPEC §3 "Content markup"): paragraphs with a heading,
 * content blocks and child paragraphs; blocks Text, List, Footnotes, Cta; inline Bold, Italic, Link,
 * Footnote, Placeholder, Text, Cta. Plain data, so it can be tested, serialized and rendered anywhere.
 */
export interface MarkupTree {
  paragraphs: Paragraph[]
}

/** A "# Heading" (level 1) or "## Heading" (level 2, a child paragraph) with what follows it. */
export interface Paragraph {
  type: 'paragraph'
  level: number
  heading: Inline[]
  blocks: Block[]
  children: Paragraph[]
}

export type Block = TextBlock | ListBlock | FootnotesBlock | CtaBlock

export interface TextBlock {
  type: 'text'
  content: Inline[]
}

export interface ListBlock {
  type: 'list'
  ordered: boolean
  items: ListItem[]
}

export interface ListItem {
  content: Inline[]
  /** A list nested under this item (written indented below it). */
  list?: ListBlock
}

export interface FootnotesBlock {
  type: 'footnotes'
  footnotes: { number: number; content: Inline[] }[]
}

/** What a link and a button (Cta) share. */
export interface LinkFields {
  /** "page:<id>" (optionally with "#hash") for an internal link, else the URL as written without its prefixes. */
  url: string
  /** The link text, which may hold bold, italic and placeholders. */
  title: Inline[]
  target: '_self' | '_blank'
  isInternalLink: boolean
}

/** A button on a line of its own. */
export interface CtaBlock extends LinkFields {
  type: 'cta'
}

export type Inline = TextInline | BoldInline | ItalicInline | LinkInline | FootnoteInline | PlaceholderInline | CtaInline

export interface TextInline {
  type: 'text'
  value: string
}

export interface BoldInline {
  type: 'bold'
  children: Inline[]
}

export interface ItalicInline {
  type: 'italic'
  children: Inline[]
}

export interface LinkInline extends LinkFields {
  type: 'link'
}

/** A button inside running text. */
export interface CtaInline extends LinkFields {
  type: 'cta'
}

export interface FootnoteInline {
  type: 'footnote'
  number: number
}

export type Season = 'winter' | 'spring' | 'summer' | 'autumn'

/** A short code: a value the page fills in when it renders. */
export type PlaceholderInline =
  | { type: 'placeholder'; code: 'currentYear' | 'branchName' | 'cityName' }
  | { type: 'placeholder'; code: 'video'; id: string }
  | { type: 'placeholder'; code: 'season'; season: Season }

/** A rule of SPEC §5 that the text breaks, with the position of the offending character. */
export interface MarkupProblem {
  message: string
  /** Offset in the text (UTF-16 code units, as JavaScript counts). */
  offset: number
  /** 1-based line and column inside the text. */
  line: number
  column: number
}

export interface ParsedMarkup {
  tree: MarkupTree
  problems: MarkupProblem[]
  /** Every "{product}<page id>" link ("page:<id>" with its hash) and the offset of its URL, so validation can check the page exists. */
  internalLinks: { url: string; offset: number }[]
}
