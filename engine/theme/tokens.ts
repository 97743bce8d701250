/**
 * Design tokens of SPEC §3 and §9: the one module styles (linaria, build time) read; the chrome script reads only
 * motion.ts. Colours are CSS custom properties whose values come from `palettes`, per
 * theme kind and mode (themeCss.ts writes them); everything else is a plain value.
 */
import { animationMs } from './motion.ts'
export const breakpoints = { xs: 0, sm: 650, mi: 780, md: 960, lg: 1280, xl: 1920 } as const
export type Breakpoint = keyof typeof breakpoints
export const layoutWidths = [320, 499, 650, 780, 992, 1200, 1450, 1600] as const
export const maxContentWidth = 1600

/** `@media` condition for a width and up, for use inside linaria templates. */
export const mediaUp = (name: Breakpoint): string => `@media (min-width: ${breakpoints[name]}px)`
/** `@media` condition below a breakpoint (exclusive), so two rules never both apply. */
export const mediaDown = (name: Breakpoint): string => `@media (max-width: ${breakpoints[name] - 0.02}px)`

/** Menu bar height: 68 px, 76 px from the small breakpoint, 84 px on extra large screens. */
export const menuBarHeight = { xs: 68, sm: 76, xl: 84 } as const

export const themeKinds = ['white', 'black', 'orange', 'image', 'zenWhite', 'zenImage', 'prime', 'option', 'accent'] as const
export type ThemeKind = (typeof themeKinds)[number]
export const themeModes = ['light', 'dark'] as const
export type ThemeMode = (typeof themeModes)[number]

/** The colour roles every theme fills. Text roles are checked for WCAG AA (4.5:1) against background and surface. */
export interface Palette {
  background: string
  surface: string
  text: string
  textMuted: string
  /** Brand orange in most themes; the main action's background. */
  primary: string
  onPrimary: string
  /** Accent text (links that must stand out, prices); never the raw brand orange on white, which fails AA. */
  accentText: string
  focus: string
  /** Decorative dividers and card edges (no contrast requirement). */
  border: string
  /** Edges of form controls: 3:1 against the background (WCAG 1.4.11). */
  controlBorder: string
  /** The main action under the pointer; onPrimary stays readable on it. */
  primaryHover: string
  /** Error text and the edge of an invalid control. */
  danger: string
  /** A notice that something failed: its box and its text. */
  dangerSurface: string
  onDangerSurface: string
  /** A notice that something worked: its box and its text. */
  successSurface: string
  onSuccessSurface: string
  /** The edge that marks a warning (no text on it; 3:1 against the surface). */
  warning: string
  /** Behind the matched words of a search suggestion; the text keeps its colour. */
  highlight: string
  /** A light accent behind a chosen option or an icon; text on it stays readable. */
  accentSurface: string
  /** An icon on accentSurface (3:1, WCAG 1.4.11). */
  accentIcon: string
  /** A control or day that cannot be chosen: exempt from 1.4.3, still kept at 3:1 so it can be read. */
  textDisabled: string
  /** A field's placeholder: text, so 4.5:1 on the background like any other. */
  textPlaceholder: string
}

const brandOrange = '#ff5f00'
const darkText = '#191919'

const white: Palette = {
  background: '#ffffff',
  surface: '#f4f4f4',
  text: darkText,
  textMuted: '#575757',
  primary: brandOrange,
  onPrimary: darkText,
  accentText: '#b23c00',
  focus: '#0b57d0',
  border: '#d4d4d4',
  controlBorder: '#767676',
  primaryHover: '#ff7a29',
  danger: '#b3261e',
  dangerSurface: '#fdecea',
  onDangerSurface: '#5f1410',
  successSurface: '#e6f4ea',
  onSuccessSurface: '#0d3b1e',
  warning: '#8a5a00',
  highlight: '#ffe3c2',
  accentSurface: '#fff1e8',
  accentIcon: '#b34200',
  textDisabled: '#767676',
  textPlaceholder: '#6b6b6b',
}
const night: Palette = {
  background: '#121212',
  surface: '#1f1f1f',
  text: '#f2f2f2',
  textMuted: '#b8b8b8',
  primary: '#ff7a29',
  onPrimary: darkText,
  accentText: '#ff9a5c',
  focus: '#8ab4f8',
  border: '#3a3a3a',
  controlBorder: '#8a8a8a',
  primaryHover: '#ff9a5c',
  danger: '#ffb4ab',
  dangerSurface: '#3b1411',
  onDangerSurface: '#ffdad6',
  successSurface: '#10301c',
  onSuccessSurface: '#c4ecd0',
  warning: '#f0b44c',
  highlight: '#5c3200',
  accentSurface: '#3d2314',
  accentIcon: '#ff9a5c',
  textDisabled: '#8a8a8a',
  textPlaceholder: '#a8a8a8',
}

export const palettes: Record<ThemeKind, Record<ThemeMode, Palette>> = {
  white: { light: white, dark: night },
  black: {
    light: {
      ...night,
      background: darkText,
      surface: '#262626',
      text: '#ffffff',
      textMuted: '#c4c4c4',
      primary: brandOrange,
      accentText: '#ff8a42',
    },
    dark: { ...night, background: '#0d0d0d', surface: '#1c1c1c', text: '#ffffff', textMuted: '#bdbdbd' },
  },
  orange: {
    // Dark text on brand orange passes AA (5.8:1); white on it does not, so the action turns dark.
    light: {
      background: brandOrange,
      surface: '#ff7a29',
      text: darkText,
      textMuted: '#2b2b2b',
      primary: darkText,
      onPrimary: '#ffffff',
      accentText: darkText,
      focus: darkText,
      border: '#c24800',
      controlBorder: darkText,
      primaryHover: '#3a3a3a',
      danger: '#4a0f0a',
      dangerSurface: white.dangerSurface,
      onDangerSurface: white.onDangerSurface,
      successSurface: white.successSurface,
      onSuccessSurface: white.onSuccessSurface,
      warning: '#3d2800',
      highlight: white.highlight,
      accentSurface: white.accentSurface,
      accentIcon: white.accentIcon,
      textDisabled: '#5c2a00',
      textPlaceholder: '#3d1a00',
    },
    dark: {
      background: '#a33b00',
      surface: '#8c3300',
      text: '#ffffff',
      textMuted: '#f5e1d6',
      primary: '#ffffff',
      onPrimary: darkText,
      accentText: '#ffffff',
      focus: '#ffffff',
      border: '#c24800',
      controlBorder: '#ffffff',
      primaryHover: '#f5e1d6',
      danger: '#ffdad6',
      dangerSurface: night.dangerSurface,
      onDangerSurface: night.onDangerSurface,
      successSurface: night.successSurface,
      onSuccessSurface: night.onSuccessSurface,
      warning: '#ffd699',
      highlight: '#6b2600',
      accentSurface: '#7a2c00',
      accentIcon: '#ffd0b0',
      textDisabled: '#f0c4a8',
      textPlaceholder: '#f5e1d6',
    },
  },
  // Image themes put text on a photo behind a dark scrim; the scrim colour is the background checked here.
  image: {
    light: {
      ...night,
      background: '#2b2b2b',
      surface: '#3a3a3a',
      text: '#ffffff',
      textMuted: '#d6d6d6',
      primary: brandOrange,
      accentText: '#ff8a42',
      controlBorder: '#9a9a9a',
    },
    dark: { ...night, background: '#141414', surface: '#222222', text: '#ffffff', textMuted: '#c8c8c8' },
  },
  zenWhite: {
    light: { ...white, surface: '#f6f6f4', text: '#1a1a1a', textMuted: '#5c5c5c', border: '#e2e2e0', controlBorder: '#7a7a7a' },
    dark: { ...night, background: '#161616', surface: '#222222', text: '#f5f5f5', textMuted: '#b5b5b5' },
  },
  zenImage: {
    light: {
      ...night,
      background: '#262626',
      surface: '#333333',
      text: '#ffffff',
      textMuted: '#d9d9d9',
      primary: brandOrange,
      accentText: '#ff8a42',
      controlBorder: '#9a9a9a',
    },
    dark: { ...night, background: '#111111', surface: '#1e1e1e', text: '#ffffff', textMuted: '#c8c8c8' },
  },
  prime: {
    light: {
      ...night,
      background: '#0e1a2b',
      surface: '#172740',
      text: '#ffffff',
      textMuted: '#c9d3e0',
      primary: brandOrange,
      accentText: '#ffb27a',
      border: '#2a3d5c',
      controlBorder: '#8b9ab0',
    },
    dark: {
      ...night,
      background: '#08111d',
      surface: '#111d2e',
      text: '#ffffff',
      textMuted: '#c0cad8',
      accentText: '#ffb27a',
      border: '#22324a',
      controlBorder: '#8b9ab0',
    },
  },
  option: {
    light: { ...white, background: '#f4f4f4', surface: '#ffffff', textMuted: '#525252', accentText: '#a83800', controlBorder: '#707070' },
    dark: { ...night, background: '#1c1c1c', surface: '#262626' },
  },
  accent: {
    light: {
      ...white,
      background: '#fff1e8',
      surface: '#ffffff',
      textMuted: '#524a45',
      primary: darkText,
      onPrimary: '#ffffff',
      accentText: '#a33b00',
      border: '#f0d9ca',
      controlBorder: '#8a7d75',
      primaryHover: '#3a3a3a',
      // The background is white's accent surface already, so a chosen option takes a deeper tint.
      accentSurface: '#ffe0cc',
      textDisabled: '#8a7d75',
    },
    dark: {
      ...night,
      background: '#2a1a10',
      surface: '#3a2418',
      text: '#fff1e8',
      textMuted: '#e0cfc4',
      accentText: '#ffab73',
      border: '#4a3426',
      controlBorder: '#9a8a80',
    },
  },
}

/** Palette role to the custom property that carries it. */
export const colorVariables: Record<keyof Palette, string> = {
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  textMuted: '--color-text-muted',
  primary: '--color-primary',
  onPrimary: '--color-on-primary',
  accentText: '--color-accent-text',
  focus: '--color-focus',
  border: '--color-border',
  controlBorder: '--color-control-border',
  primaryHover: '--color-primary-hover',
  danger: '--color-danger',
  dangerSurface: '--color-danger-surface',
  onDangerSurface: '--color-on-danger-surface',
  successSurface: '--color-success-surface',
  onSuccessSurface: '--color-on-success-surface',
  warning: '--color-warning',
  highlight: '--color-highlight',
  accentSurface: '--color-accent-surface',
  accentIcon: '--color-accent-icon',
  textDisabled: '--color-text-disabled',
  textPlaceholder: '--color-text-placeholder',
}

/** SPEC §9: overlays fade in over 600 ms to this opacity. */
export const overlayOpacity = 0.5

/**
 * Colours that do not change with the theme, declared once on :root (themeCss.ts): the inverse pair
 * (the footer and banners wear the black theme's colours whatever the page theme), the dark backdrop
 * behind a photo with inverse text on it, the scrims behind overlays and the progress bar.
 */
export const fixedColors = {
  '--color-inverse-text': palettes.black.light.text,
  '--color-inverse-background': palettes.black.light.background,
  /** Shows while a hero or billboard photo loads; inverse text sits on it. */
  '--color-photo-backdrop': '#1d2733',
  /** SPEC §9: behind an open menu or dialog, black at the overlay opacity 0.5. */
  '--color-scrim': `rgb(0 0 0 / ${overlayOpacity})`,
  /** Under a billboard's text on a phone, fading to nothing towards the top. */
  '--color-scrim-strong': 'rgb(0 0 0 / 55%)',
  /** SPEC §9: the navigation progress bar is tomato. */
  '--color-progress': 'tomato',
} as const

/**
 * Shadows, from the lowest element to the highest; black at a low alpha reads on every theme, so they
 * too are declared once on :root.
 */
export const shadows = {
  /** A card lifted under the pointer. */
  '--shadow-hover': '0 4px 12px rgb(0 0 0 / 10%)',
  /** A list of suggestions opened under a field. */
  '--shadow-dropdown': '0 4px 16px rgb(0 0 0 / 16%)',
  /** The booking container floating over the hero. */
  '--shadow-panel': '0 8px 24px rgb(0 0 0 / 18%)',
  /** The location chooser's panel. */
  '--shadow-popover': '0 12px 32px rgb(0 0 0 / 18%)',
  /** The open menu. */
  '--shadow-menu': '0 16px 32px rgb(0 0 0 / 18%)',
  /** The calendar dialog. */
  '--shadow-dialog': '0 16px 40px rgb(0 0 0 / 25%)',
  /** The cookie banner, casting upwards from the bottom of the window. */
  '--shadow-banner': '0 -8px 24px rgb(0 0 0 / 16%)',
  /** Text on a photo. */
  '--shadow-text-on-photo': '0 1px 3px rgb(0 0 0 / 60%)',
  /** Text on a busier photo (the billboard). */
  '--shadow-text-on-photo-strong': '0 1px 3px rgb(0 0 0 / 80%)',
} as const

export const color = {
  primary: 'var(--color-primary)',
  onPrimary: 'var(--color-on-primary)',
  text: 'var(--color-text)',
  textMuted: 'var(--color-text-muted)',
  accentText: 'var(--color-accent-text)',
  background: 'var(--color-background)',
  surface: 'var(--color-surface)',
  border: 'var(--color-border)',
  controlBorder: 'var(--color-control-border)',
  focus: 'var(--color-focus)',
  primaryHover: 'var(--color-primary-hover)',
  danger: 'var(--color-danger)',
  dangerSurface: 'var(--color-danger-surface)',
  onDangerSurface: 'var(--color-on-danger-surface)',
  successSurface: 'var(--color-success-surface)',
  onSuccessSurface: 'var(--color-on-success-surface)',
  warning: 'var(--color-warning)',
  highlight: 'var(--color-highlight)',
  accentSurface: 'var(--color-accent-surface)',
  accentIcon: 'var(--color-accent-icon)',
  textDisabled: 'var(--color-text-disabled)',
  textPlaceholder: 'var(--color-text-placeholder)',
  /** The footer and banners: the black theme's colours, whatever the page theme. */
  inverseText: 'var(--color-inverse-text)',
  inverseBackground: 'var(--color-inverse-background)',
  photoBackdrop: 'var(--color-photo-backdrop)',
  scrim: 'var(--color-scrim)',
  scrimStrong: 'var(--color-scrim-strong)',
  progress: 'var(--color-progress)',
} as const

export const shadow = {
  hover: 'var(--shadow-hover)',
  dropdown: 'var(--shadow-dropdown)',
  panel: 'var(--shadow-panel)',
  popover: 'var(--shadow-popover)',
  menu: 'var(--shadow-menu)',
  dialog: 'var(--shadow-dialog)',
  banner: 'var(--shadow-banner)',
  textOnPhoto: 'var(--shadow-text-on-photo)',
  textOnPhotoStrong: 'var(--shadow-text-on-photo-strong)',
} as const

export const space = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' } as const
export const radius = { sm: '4px', md: '8px', lg: '16px', round: '999px' } as const
/** SPEC §9: header 100 up to toast 105; the cookie banner above everything. */
export const layer = { header: 100, overlay: 101, menu: 102, modal: 103, popover: 104, toast: 105, cookieBanner: 5000 } as const

export const duration = { short: `${animationMs.short}ms`, overlayFade: `${animationMs.medium}ms`, long: `${animationMs.long}ms` } as const

export const font = {
  family: 'var(--font-family)',
  sizeBody: '1rem',
  sizeSmall: '0.875rem',
  sizeH1: 'clamp(2rem, 1.4rem + 2.6vw, 3.5rem)',
  sizeH2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)',
} as const
