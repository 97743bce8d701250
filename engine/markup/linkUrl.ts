import type { LinkFields } from './markupTree.ts'

/** The "{product}" protocol prefix: "{product}plus#terms" links to the page with id "plus" in the reader's market. */
export const INTERNAL_PREFIX = '{product}'
/** A link whose URL starts with "_cta:" is a button. */
export const CTA_PREFIX = '_cta:'

const PAGE_ID = /^[a-z0-9-]+(#[^\s]*)?$/
const SAFE_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+|\/(?!\/)[^\s]*|#[^\s]*)$/

/**
 * Reads the URL of "[title](url)": "_cta:" makes it a button, a leading "_" opens it in a new window,
 * "{product}" makes it an internal link. Undefined when the URL is not one a visitor can safely follow
 * (javascript:, data:, "//host", an unknown page id form).
 */
export function parseLinkUrl(written: string): (Omit<LinkFields, 'title'> & { cta: boolean }) | undefined {
  let url = written
  const cta = url.startsWith(CTA_PREFIX)
  if (cta) url = url.slice(CTA_PREFIX.length)
  const newWindow = url.startsWith('_')
  if (newWindow) url = url.slice(1)
  const target = newWindow ? '_blank' : '_self'
  if (url.startsWith(INTERNAL_PREFIX)) {
    const page = url.slice(INTERNAL_PREFIX.length)
    return PAGE_ID.test(page) ? { cta, url: `page:${page}`, target, isInternalLink: true } : undefined
  }
  return SAFE_URL.test(url) ? { cta, url, target, isInternalLink: false } : undefined
}
