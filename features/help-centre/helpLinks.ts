import type { HelpCentre } from '../../engine/sdk.ts'

/** The page documents of each help centre; a category, section or article page is "<page>/<id>". */
const HELP_PAGES: Record<HelpCentre, { home: string; category: string; section: string; article: string }> = {
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
export function helpLink(centre: HelpCentre, kind: 'home' | 'category' | 'section' | 'article', id?: string): string {
  const page = HELP_PAGES[centre][kind]
  return id === undefined ? page : `${page}/${id}`
}
