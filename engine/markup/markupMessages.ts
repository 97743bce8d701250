/**
 * The parser's messages. Those of SPEC §8 are quoted exactly; the others are written in the same
 * style. They are for the people who write texts (printed by `npm run validate`), not for visitors.
 */
export const markupMessages = {
  html: "Text can't contain HTML tags: write bold, italic, links and lists with the content markup instead.",
  headingFirst: 'There must be a # Heading before your text',
  headingWithoutText: 'Looks like you have a heading without text after it or an invalid sequence of headings',
  invalidSeason: (season: string) => `'${season}' is not a valid season.`,
  footnotesTogether: 'All footnotes within one paragraph must be placed together',
  footnoteNotReferred: (number: string) => `Footnote ${number} is not referred to in your text`,
  footnotesNotInSequence: 'Footnotes in your text are not referenced in sequence',
  footnotesNotConsecutive: 'Footnotes must be numbered consecutively',
  footnoteWithoutText: 'Footnote should have some text',
  invalidShortCode: 'Looks like you used an invalid short code',
  missingFootnote: (label: string) => `Footnote ${label} is referred to in your text but there is no footnote ${label}`,
  tooManyFootnotes: 'A paragraph can have at most 99 footnotes',
  unsafeLink:
    'Links can only go to https://…, http://…, mailto:…, tel:…, /path (not //host), #anchor or {product}<page id>, without backslashes or control characters',
  linkWithoutTitle: 'A link needs a title: write it between the brackets, as in [title](url)',
} as const
