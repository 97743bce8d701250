import { PAGE_LINK_PREFIX } from '../shared/pageLink.ts'
import { isSafeLink } from '../shared/safeLink.ts'
import type { LinkFields } from './markupTree.ts'

/** The "{product}" protocol prefix: "{product}plus#terms" links to the page with id "plus" in the reader's market. */
export const INTERNAL_PREFIX = '{product}'
/** A link whose URL starts with "_cta:" is a button. */
export const CTA_PREFIX = '_cta:'

/**
 * Reads the URL of "[title](url)": "_cta:" makes it a button, a leading "_" opens it in a new window,
 * "{product}" makes it an internal link. Undefined when the URL is not one a visitor can safely follow: the rule of
 * every link a document gives (engine/shared/safeLink.ts: javascript:, data:, "//host", "/\host", an unknown page id
 * form). A page is linked as "{product}<page id>" here, so "page:" written directly is refused.
 */
export function parseLinkUrl(written: string): (Omit<LinkFields, 'title'> & { cta: boolean }) | undefined {
  let url = written
  const cta = url.startsWith(CTA_PREFIX)
  if (cta) url = url.slice(CTA_PREFIX.length)
  const newWindow = url.startsWith('_')
  if (newWindow) url = url.slice(1)
  const target = newWindow ? '_blank' : '_self'
  if (url.startsWith(INTERNAL_PREFIX)) {
    const page = PAGE_LINK_PREFIX + url.slice(INTERNAL_PREFIX.length)
    return isSafeLink(page) ? { cta, url: page, target, isInternalLink: true } : undefined
  }
  return isSafeLink(url) && !url.startsWith(PAGE_LINK_PREFIX) ? { cta, url, target, isInternalLink: false } : undefined
}
