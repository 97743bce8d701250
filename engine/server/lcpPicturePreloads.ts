/**
 * The preload of a page's largest paint: the `<picture>` whose `<img>` asks for high priority (BackdropPicture, the
 * hero). The preload scanner would find the picture only after the stylesheets in the head; these links name it
 * first, with the same candidates and slot sizes (`imagesrcset`, `imagesizes`), so the browser fetches the very file
 * the picture will use. Each `<source media>` gets its own link with that media, and the `<img>` the rest of the
 * screens: a screen downloads exactly one file. https://html.spec.whatwg.org/multipage/links.html#link-type-preload
 */

const PICTURE = /<picture\b[^>]*>([\s\S]*?)<\/picture>/gi

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
}

function preloadLink(srcset: string, sizes: string | undefined, media: string | undefined, type: string | undefined): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `imagesrcset="${srcset}"`,
    ...(sizes ? [`imagesizes="${sizes}"`] : []),
    ...(media ? [`media="${media}"`] : []),
    ...(type ? [`type="${type}"`] : []),
    'fetchpriority="high"',
  ]
  return `<link ${attributes.join(' ')}>`
}

/**
 * The preload links of the first high-priority picture in rendered body HTML (attribute values stay as the renderer
 * escaped them), or '' when the page has none. Where the picture offers a modern format first (`<source type=
 * "image/avif">`), only that format is preloaded, with its `type`: a browser that cannot decode it skips the preload and
 * takes the WebP `<img>` as before. A picture with several media sources preloads only those: no single media query
 * says "none of them" for the rest.
 */
export function lcpPicturePreloads(bodyHtml: string): string {
  for (const [, inner] of bodyHtml.matchAll(PICTURE)) {
    const img = /<img\b[^>]*>/i.exec(inner)?.[0]
    if (!img || attribute(img, 'fetchpriority')?.toLowerCase() !== 'high') continue
    const sources = [...inner.matchAll(/<source\b[^>]*>/gi)].map(([tag]) => ({
      srcset: attribute(tag, 'srcset'),
      sizes: attribute(tag, 'sizes'),
      media: attribute(tag, 'media'),
      type: attribute(tag, 'type'),
    }))
    const type = sources.find((source) => source.type)?.type
    const chosen = type ? sources.filter((source) => source.type === type) : sources
    const withMedia = chosen.filter((source) => source.media)
    const links = withMedia.flatMap((source) => (source.srcset ? [preloadLink(source.srcset, source.sizes, source.media, type)] : []))
    const imgSrcset = attribute(img, 'srcset') ?? attribute(img, 'src')
    const rest = chosen.find((source) => !source.media) ?? (type ? undefined : { srcset: imgSrcset, sizes: attribute(img, 'sizes') })
    if (rest?.srcset && withMedia.length <= 1) {
      links.push(preloadLink(rest.srcset, rest.sizes, withMedia[0]?.media && `not all and ${withMedia[0].media}`, type))
    }
    return links.join('\n')
  }
  return ''
}
