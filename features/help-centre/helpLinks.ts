import type { GeneratedPageId, PageLinkKey } from '../../engine/sdk.ts'
import type { HelpCentre } from '../web-api/index.ts'

/** A generated page's link without its item key: "page:help-article", to which "/<id>" is appended. */
type GeneratedPageLink = `page:${GeneratedPageId}`

/** The page documents of each help centre; a category, section or article page is "<page>/<id>". */
const HELP_PAGES: Record<
  HelpCentre,
  { home: PageLinkKey; category: GeneratedPageLink; section: GeneratedPageLink; article: GeneratedPageLink }
> = {
  rent: { home: 'page:help-center', category: 'page:help-category', section: 'page:help-section', article: 'page:help-article' },
  // The ride help centre lives below the market's ride path, so its home is a generated page too (sources/ride-help-home.ts).
  ride: {
    home: 'page:ride-help-center/home',
    category: 'page:ride-help-category',
    section: 'page:ride-help-section',
    article: 'page:ride-help-article',
  },
}

/** The page link of a help-centre page: helpLink('ride', 'article', 'ride-cancel') is "page:ride-help-article/ride-cancel". */
export function helpLink(centre: HelpCentre, kind: 'home'): PageLinkKey
export function helpLink(centre: HelpCentre, kind: 'category' | 'section' | 'article', id: string): PageLinkKey
export function helpLink(centre: HelpCentre, kind: 'home' | 'category' | 'section' | 'article', id?: string): PageLinkKey {
  const page = HELP_PAGES[centre][kind]
  // A generated page has no link of its own; the overloads pair "home" (a page link) with no id and the others with one.
  return id === undefined ? (page as PageLinkKey) : `${page as GeneratedPageLink}/${id}`
}
