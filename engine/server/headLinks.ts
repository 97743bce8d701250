import { markup, type EscapedMarkup } from '../shared/escapedMarkup.ts'

export interface HeadLinkModel {
  canonical: string
  alternates: { hreflang: string; href: string }[]
  /** The market chooser, for hreflang="x-default". */
  xDefault: string
}

/** The escaped links of an alternates list: every route of a page shares its list (createRenderModel). */
const alternateLinks = new WeakMap<HeadLinkModel['alternates'], EscapedMarkup[]>()

/**
 * The canonical and hreflang links of a page's head (or noindex for a 404 page). Every URL carries the origin
 * from site.json, so each one is escaped by `markup`: a value is never pasted into the head as is.
 */
export function headLinks(model: HeadLinkModel, options: { notFound?: boolean } = {}): EscapedMarkup {
  if (options.notFound) return markup`<meta name="robots" content="noindex">`
  let alternates = alternateLinks.get(model.alternates)
  if (!alternates) {
    alternates = model.alternates.map(
      (alternate) => markup`<link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}">`,
    )
    alternateLinks.set(model.alternates, alternates)
  }
  return markup`<link rel="canonical" href="${model.canonical}">${alternates}<link rel="alternate" hreflang="x-default" href="${model.xDefault}">`
}
