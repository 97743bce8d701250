import { CARD_PICTURE_SIZES, srcSetOf } from './responsiveImage.ts'

/** A picture's address and its own size in pixels. */
export interface CardImage {
  url: string
  width: number
  height: number
}

/**
 * A vehicle card's picture: its sized variants (srcSetOf) for the card's slot, its own size reserved (no layout shift),
 * loaded when near the screen. `sizes` is the slot of the grid it sits in (CARD_PICTURE_SIZES for CardGrid); `alt`
 * is empty where the card's heading already names the vehicle.
 */
export function CardPicture({ image, sizes = CARD_PICTURE_SIZES, alt = '' }: { image: CardImage; sizes?: string; alt?: string }) {
  return (
    <img
      src={image.url}
      srcSet={srcSetOf(image.url, image.width)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
    />
  )
}
