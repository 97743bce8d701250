import type { Image } from '../shared/types/page.gen.ts'
import type { EffectivePage } from './effectivePage.ts'

const isImage = (value: unknown): value is Image =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Image).filename_disk === 'string' &&
  typeof (value as Image).width === 'number'

/** The first image (common.schema.json#/$defs/image) in a value, depth first in document order: a hero's desktop image before its mobile one. */
function firstImageIn(value: unknown): Image | undefined {
  if (isImage(value)) return value
  if (typeof value !== 'object' || value === null) return undefined
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstImageIn(child)
    if (found) return found
  }
  return undefined
}

/**
 * The image a shared link to the page shows (Open Graph, Twitter cards): the page's own "shareImage", else the first
 * image its blocks show (the hero of a home or promotion page), else the site's "shareImage".
 */
export function shareImageOf(page: Pick<EffectivePage, 'shareImage' | 'blocks'>, siteImage: Image | undefined): Image | undefined {
  return page.shareImage ?? firstImageIn(page.blocks.map((block) => block.props)) ?? siteImage
}
