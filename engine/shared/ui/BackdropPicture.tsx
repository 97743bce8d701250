import { styled } from '@linaria/react'
import { breakpoints } from '../../theme/tokens.ts'
import { avifSrcSetOf, srcSetOf } from './responsiveImage.ts'

const Picture = styled.picture`
  /* Its own box, against the global "picture { display: contents }" that card pictures rely on. */
  display: block;
  position: absolute;
  inset: 0;
  z-index: -1;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`

export interface PictureSource {
  src: string
  width: number
  height: number
}

/**
 * A full-bleed picture behind a section's text (the section is `position: relative; isolation: isolate`):
 * the mobile image below the "mi" breakpoint, the desktop one from there, and the browser loads only one.
 * It is the page's largest paint, so it loads at high priority and never lazily, and it spans the viewport, so
 * each source offers its sized variants (srcset, sizes 100vw) and the browser picks the one the screen needs, in AVIF
 * first (about half the bytes of WebP) where the browser decodes it. engine/server/lcpPicturePreloads.ts preloads the
 * AVIF candidates from these attributes, so the order and `type` of the sources matter.
 */
export function BackdropPicture({
  desktop,
  mobile,
  alt,
  mobileSizes = '100vw',
}: {
  desktop: PictureSource
  mobile: PictureSource
  alt: string
  /** The mobile picture's slot where the section is narrower than the screen below "mi" (the billboard's portrait). */
  mobileSizes?: string
}) {
  const desktopAvif = avifSrcSetOf(desktop.src, desktop.width)
  const mobileAvif = avifSrcSetOf(mobile.src, mobile.width)
  const desktopMedia = `(min-width: ${breakpoints.mi}px)`
  return (
    <Picture>
      {desktopAvif && (
        <source media={desktopMedia} type="image/avif" srcSet={desktopAvif} sizes="100vw" width={desktop.width} height={desktop.height} />
      )}
      <source
        media={desktopMedia}
        srcSet={srcSetOf(desktop.src, desktop.width)}
        sizes="100vw"
        width={desktop.width}
        height={desktop.height}
      />
      {mobileAvif && <source type="image/avif" srcSet={mobileAvif} sizes={mobileSizes} width={mobile.width} height={mobile.height} />}
      <img
        src={mobile.src}
        srcSet={srcSetOf(mobile.src, mobile.width)}
        sizes={mobileSizes}
        width={mobile.width}
        height={mobile.height}
        alt={alt}
        fetchPriority="high"
        loading="eager"
      />
    </Picture>
  )
}
