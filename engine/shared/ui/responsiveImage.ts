import { breakpoints, maxContentWidth } from '../../theme/tokens.ts'

/**
 * Sized variants of the pictures in public/images/, so a screen gets the picture its width and pixel density need:
 * a phone does not download the desktop picture, and a 3× phone gets more than a 1× one.
 * The variants are files in the repository, named "<name>-<width>w.webp", each with an AVIF twin ("<name>.avif",
 * "<name>-<width>w.avif", about half the bytes), made by `npm run images` (tools/images/makePictureVariants.ts, sharp)
 * and listed in tools/images/pictureVariants.gen.json; `npm run images -- --check` (run by a test) fails when one is
 * missing or stale. A picture offers the variants of its kind narrower than itself (never scaled up); docs/pictures.md
 * says how wide a source picture must be for 3× screens (`widestSlot`, the widest the picture is drawn on a 390 px phone
 * or a 1440 px desktop, in CSS px).
 */
export const VARIANT_WIDTHS_BY_KIND = [
  // A hero's desktop picture, full width from 780 px: 1× at 780–1200 px and 1.5× at 800 px.
  { kind: 'desktop', pattern: /^(\/images\/.+-desktop)\.webp$/, widths: [800, 1200], widestSlot: 1440 },
  // A hero's phone picture (a band about 375 × 150, the width of the screen): 1×, 2× and (itself, 1280) 3× of 390 px.
  { kind: 'hero phone', pattern: /^(\/images\/.+-hero-phone)\.webp$/, widths: [480, 800], widestSlot: 390 },
  // A vehicle card: a third of the page from 960 px, half from 650, the page's width less 32 px below (358 px on a
  // 390 px phone, the 3× screen of reference); 96 px in the booking funnel's offer list on a phone.
  { kind: 'card', pattern: /^(\/images\/fleet-.+)\.webp$/, widths: [160, 320], widestSlot: 360 },
] as const

/** A picture of public/images/ in WebP, which has an AVIF twin beside it and beside each of its variants. */
const LOCAL_WEBP = /^\/images\/[^/]+\.webp$/

/** The srcset of a picture: its sized variants narrower than it, and the file itself at its own width. */
export function srcSetOf(src: string, width: number): string {
  const rule = VARIANT_WIDTHS_BY_KIND.find((candidate) => candidate.pattern.test(src))
  const base = rule?.pattern.exec(src)?.[1]
  const variants =
    rule && base ? rule.widths.filter((variant) => variant < width).map((variant) => `${base}-${variant}w.webp ${variant}w`) : []
  return [...variants, `${src} ${width}w`].join(', ')
}

/** The same candidates as srcSetOf in AVIF, or undefined for a picture without AVIF twins (outside public/images). */
export function avifSrcSetOf(src: string, width: number): string | undefined {
  return LOCAL_WEBP.test(src) ? srcSetOf(src, width).replace(/\.webp( \d+w)/g, '.avif$1') : undefined
}

/*
 * The slots below are the drawn widths, measured by tests/e2e/picture-slots.spec.ts (within 1 px at 375, 768 and
 * 1440 px): the page is the Container (16 px padding each side, 40 px from "mi", at most maxContentWidth wide), the
 * columns share it with 16 px gaps (space.md), and a card's 1 px border on each side frames its picture.
 */
const page = (padding: number) => `min(100vw, ${maxContentWidth}px) - ${2 * padding}px`
const column = (padding: number, columns: number) => `calc((${page(padding)} - ${(columns - 1) * 16}px) / ${columns} - 2px)`
const from = (breakpoint: keyof typeof breakpoints, slot: string) => `(min-width: ${breakpoints[breakpoint]}px) ${slot}`

/** The slot of a vehicle card's picture (CardGrid: one column, two from "sm", three from "md"). */
export const CARD_PICTURE_SIZES = [
  from('md', column(40, 3)),
  from('mi', column(40, 2)),
  from('sm', column(16, 2)),
  `calc(${page(16)} - 2px)`,
].join(', ')

/** The slot of a slide's picture in a vehicle slider (80 % of the page below "sm", then 2, 3 and 4 slides). */
export const SLIDE_PICTURE_SIZES = [
  from('lg', column(40, 4)),
  from('md', column(40, 3)),
  from('mi', column(40, 2)),
  from('sm', column(16, 2)),
  `calc((${page(16)}) * 0.8 - 2px)`,
].join(', ')
