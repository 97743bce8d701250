import { styled } from '@linaria/react'
import { breakpoints } from '../../theme/tokens.ts'
import { srcSetOf } from './responsiveImage.ts'

const Picture = styled.picture`
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
 * each source offers its sized variants (srcset, sizes 100vw) and the browser picks the one the screen needs.
 */
export function BackdropPicture({ desktop, mobile, alt }: { desktop: PictureSource; mobile: PictureSource; alt: string }) {
  return (
    <Picture>
      <source
        media={`(min-width: ${breakpoints.mi}px)`}
        srcSet={srcSetOf(desktop.src, desktop.width)}
        sizes="100vw"
        width={desktop.width}
        height={desktop.height}
      />
      <img
        src={mobile.src}
        srcSet={srcSetOf(mobile.src, mobile.width)}
        sizes="100vw"
        width={mobile.width}
        height={mobile.height}
        alt={alt}
        fetchPriority="high"
        loading="eager"
      />
    </Picture>
  )
}
