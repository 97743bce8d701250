/** Issue 27 §8: a search result shows about 60 characters of a title; longer ones are cut where the engine chooses. */
export const PAGE_TITLE_MAX_LENGTH = 60

const ELLIPSIS = '…'

/**
 * The page's <title>, at most PAGE_TITLE_MAX_LENGTH characters, from the most to the least complete candidate:
 * "<page title> | <brand>", then the page title alone (the brand is also in the URL and the result's site name),
 * then, on a generated page whose title wraps its item ("<item> – Help centre"), the item with and without the brand.
 * When even the item is too long (a long help question in some languages), it is cut at the last word that fits and
 * ends with "…": the page's h1 and description carry the whole text (docs/documents.md, "Titles and descriptions").
 */
export function composePageTitle({ title, item, brand }: { title: string; item?: string; brand: string }): string {
  const candidates = [`${title} | ${brand}`, title]
  if (item && item !== title) candidates.push(`${item} | ${brand}`, item)
  const fitting = candidates.find((candidate) => candidate.length <= PAGE_TITLE_MAX_LENGTH)
  return fitting ?? cutAtWord(candidates.at(-1)!, PAGE_TITLE_MAX_LENGTH)
}

function cutAtWord(text: string, max: number): string {
  const room = text.slice(0, max - ELLIPSIS.length + 1)
  const lastSpace = room.lastIndexOf(' ')
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length)
  // No dangling punctuation before the ellipsis ("Pourquoi ma caution, …").
  return `${cut.replace(/[\s,;:–—-]+$/u, '')}${ELLIPSIS}`
}
