/**
 * Sized variants of the wide pictures in public/images/ (the largest paint gets a responsive srcset, so a phone
 * does not download the desktop picture).
 * No image library is in the lockfile, so the variants are files in the repository, made once from each
 * "*-desktop.webp" and named "<name>-<width>w.webp"; responsiveImage.test.ts fails when one is missing.
 */
export const VARIANT_WIDTHS = [800, 1200] as const

const WIDE_PICTURE = /^(\/images\/.+-desktop)\.webp$/

/** The srcset of a picture: its sized variants narrower than it, and the file itself at its own width. */
export function srcSetOf(src: string, width: number): string {
  const base = WIDE_PICTURE.exec(src)?.[1]
  const variants = base ? VARIANT_WIDTHS.filter((variant) => variant < width).map((variant) => `${base}-${variant}w.webp ${variant}w`) : []
  return [...variants, `${src} ${width}w`].join(', ')
}
