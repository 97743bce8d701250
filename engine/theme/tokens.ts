/**
 * Design tokens of SPEC §3 and §9: the one module styles (linaria, build time) and the chrome
 * script (browser) read. Colours are CSS custom properties whose values come from `palettes`, per
 * theme kind and mode (themeCss.ts writes them); everything else is a plain value.
 */
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
}

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
  /** The footer and banners: the black theme's colours, whatever the page theme. */
  inverseText: 'var(--color-inverse-text)',
  inverseBackground: 'var(--color-inverse-background)',
  /** Error text and edges: 5.9:1 on white. */
  danger: '#b3261e',
  /** SPEC §9: the navigation progress bar is tomato. */
  progress: 'tomato',
} as const

export const space = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' } as const
export const radius = { sm: '4px', md: '8px', lg: '16px', round: '999px' } as const
/** SPEC §9: header 100 up to toast 105; the cookie banner above everything. */
export const layer = { header: 100, overlay: 101, menu: 102, modal: 103, popover: 104, toast: 105, cookieBanner: 5000 } as const

/** Milliseconds; SPEC §9 animations run 300 to 6000 ms. */
export const animationMs = { short: 300, medium: 600, long: 6000 } as const
export const duration = { short: `${animationMs.short}ms`, overlayFade: `${animationMs.medium}ms`, long: `${animationMs.long}ms` } as const
/** SPEC §9: overlays fade in over 600 ms to this opacity. */
export const overlayOpacity = 0.5

export const font = {
  family: 'var(--font-family)',
  sizeBody: '1rem',
  sizeSmall: '0.875rem',
  sizeH1: 'clamp(2rem, 1.4rem + 2.6vw, 3.5rem)',
  sizeH2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)',
} as const
