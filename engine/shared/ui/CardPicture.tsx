import { avifSrcSetOf, CARD_PICTURE_SIZES, srcSetOf } from './responsiveImage.ts'

/** A picture's address and its own size in pixels. */
export interface CardImage {
  url: string
  width: number
  height: number
}

/**
 * A vehicle card's picture: its sized variants in AVIF (a `<source>` the browser takes when it decodes AVIF) and in
 * WebP (the `<img>`), for the card's slot, its own size reserved (no layout shift), loaded when near the screen.
 * The `<picture>` takes no box (globalStyles: `display: contents`), so the card lays out its `<img>` as before.
 * `sizes` is the slot of the grid it sits in (CARD_PICTURE_SIZES for CardGrid); `alt` is empty where the card's
 * heading already names the vehicle. `loading` is eager only for a picture at the top of its step (the booking
 * funnel's chosen car).
 */
export function CardPicture({
  image,
  sizes = CARD_PICTURE_SIZES,
  alt = '',
  loading = 'lazy',
}: {
  image: CardImage
  sizes?: string
  alt?: string
  loading?: 'lazy' | 'eager'
}) {
  const avif = avifSrcSetOf(image.url, image.width)
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <img
        src={image.url}
        srcSet={srcSetOf(image.url, image.width)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  )
}
