import { markup, type EscapedMarkup } from '../shared/escapedMarkup.ts'

export interface HeadLinkModel {
  canonical: string
  alternates: { hreflang: string; href: string }[]
  /** The market chooser, for hreflang="x-default": on market homes only (engine/model/marketChooserCluster.ts). */
  xDefault?: string
}

/** The escaped links of an alternates list: every route of a page shares its list (createRenderModel). */
const alternateLinks = new WeakMap<HeadLinkModel['alternates'], EscapedMarkup[]>()

/**
 * The canonical and hreflang links of a page's head, or only noindex for a 404 page or a page that is not indexable.
 * A noindex page names no canonical either: a canonical link asks search engines to index the URL it names, the
 * opposite of noindex, and Google documents the pair as conflicting signals. Every URL carries the origin from
 * site.json, so each one is escaped by `markup`: a value is never pasted into the head as is.
 */
export function headLinks(model: HeadLinkModel, options: { noindex?: boolean } = {}): EscapedMarkup {
  if (options.noindex) return markup`<meta name="robots" content="noindex">`
  let alternates = alternateLinks.get(model.alternates)
  if (!alternates) {
    alternates = model.alternates.map(
      (alternate) => markup`<link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}">`,
    )
    alternateLinks.set(model.alternates, alternates)
  }
  const xDefault = model.xDefault === undefined ? '' : markup`<link rel="alternate" hreflang="x-default" href="${model.xDefault}">`
  return markup`<link rel="canonical" href="${model.canonical}">${alternates}${xDefault}`
}
