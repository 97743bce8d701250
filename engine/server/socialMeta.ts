import { markup, type EscapedMarkup } from '../shared/escapedMarkup.ts'
import type { Image } from '../shared/types/page.gen.ts'
import { imageUrl } from '../shared/ui/imageUrl.ts'

export interface SocialMetaModel {
  title: string
  description: string
  /** The page's absolute URL. */
  url: string
  /** "de-DE": Open Graph writes it "de_DE". */
  locale: string
  siteName: string
  /** The page's origin, for the image's absolute URL. */
  origin: string
  image?: Image
  /** The image's text alternative, already translated. */
  imageAlt: string
}

/**
 * Open Graph (https://ogp.me) and Twitter card tags: what a link to the page shows when shared. Every value is
 * escaped by `markup`. A large-image card when the page has an image, a summary card otherwise.
 */
export function socialMeta(model: SocialMetaModel): EscapedMarkup {
  const property = (name: string, content: string | number) => markup`<meta property="${name}" content="${content}">`
  const name = (key: string, content: string) => markup`<meta name="${key}" content="${content}">`
  const image = model.image
  return markup`${[
    property('og:type', 'website'),
    property('og:site_name', model.siteName),
    property('og:title', model.title),
    property('og:description', model.description),
    property('og:url', model.url),
    property('og:locale', model.locale.replace('-', '_')),
    ...(image
      ? [
          property('og:image', `${model.origin}${imageUrl(image.filename_disk)}`),
          property('og:image:width', image.width),
          property('og:image:height', image.height),
          property('og:image:alt', model.imageAlt),
        ]
      : []),
    name('twitter:card', image ? 'summary_large_image' : 'summary'),
    name('twitter:title', model.title),
    name('twitter:description', model.description),
    ...(image ? [name('twitter:image', `${model.origin}${imageUrl(image.filename_disk)}`)] : []),
    ...(image ? [name('twitter:image:alt', model.imageAlt)] : []),
  ]}`
}
