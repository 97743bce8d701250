/**
 * What the studio shows, kept in the address so a link opens the same view:
 * /studio/?market=ch&language=fr&page=airport-promotion&width=desktop&compare=de,fr,it&tab=edit&block=main.0
 */
export const WIDTHS = { phone: 375, tablet: 768, desktop: 1440 } as const
export type PreviewWidth = keyof typeof WIDTHS

export const TABS = ['explain', 'edit', 'changes', 'new-market'] as const
export type StudioTab = (typeof TABS)[number]

/** More frames side by side would be too small to read at 1440 px. */
export const MAX_COMPARED_MARKETS = 4

export interface StudioView {
  market?: string
  language?: string
  page?: string
  width: PreviewWidth
  /** Markets shown side by side; empty when not comparing. */
  compare: string[]
  tab: StudioTab
  /** The selected block's place (ExplainedBlock.place). */
  block?: string
}

const isWidth = (value: string | null): value is PreviewWidth => value !== null && value in WIDTHS
const isTab = (value: string | null): value is StudioTab => TABS.includes(value as StudioTab)
const present = (value: string | null) => (value === null || value === '' ? undefined : value)

export function studioViewFromSearch(search: string): StudioView {
  const query = new URLSearchParams(search)
  const width = query.get('width')
  const tab = query.get('tab')
  const compare = (query.get('compare') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code, index, codes) => code !== '' && codes.indexOf(code) === index)
    .slice(0, MAX_COMPARED_MARKETS)
  return {
    market: present(query.get('market')),
    language: present(query.get('language')),
    page: present(query.get('page')),
    width: isWidth(width) ? width : 'desktop',
    compare,
    tab: isTab(tab) ? tab : 'explain',
    block: present(query.get('block')),
  }
}

/** The query string of a view, members in a fixed order and defaults left out, so equal views give equal links. */
export function searchFromStudioView(view: StudioView): string {
  const query = new URLSearchParams()
  if (view.market) query.set('market', view.market)
  if (view.language) query.set('language', view.language)
  if (view.page) query.set('page', view.page)
  if (view.width !== 'desktop') query.set('width', view.width)
  if (view.compare.length > 0) query.set('compare', view.compare.join(','))
  if (view.tab !== 'explain') query.set('tab', view.tab)
  if (view.block) query.set('block', view.block)
  const text = query.toString().replaceAll('%2C', ',')
  return text === '' ? '' : `?${text}`
}
