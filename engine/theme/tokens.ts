/** Design tokens of SPEC §3 and §9. Styles use these names; globalStyles.ts gives them values. */
export const breakpoints = { xs: 0, sm: 650, mi: 780, md: 960, lg: 1280, xl: 1920 } as const
export const layoutWidths = [320, 499, 650, 780, 992, 1200, 1450, 1600] as const
export const maxContentWidth = 1600

/** `@media` condition for a width and up, for use inside linaria templates. */
export const mediaUp = (name: keyof typeof breakpoints): string => `@media (min-width: ${breakpoints[name]}px)`

export const color = {
  primary: 'var(--color-primary)',
  onPrimary: 'var(--color-on-primary)',
  text: 'var(--color-text)',
  textMuted: 'var(--color-text-muted)',
  background: 'var(--color-background)',
  surface: 'var(--color-surface)',
  border: 'var(--color-border)',
  focus: 'var(--color-focus)',
  inverseText: 'var(--color-inverse-text)',
  inverseBackground: 'var(--color-inverse-background)',
} as const

export const space = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' } as const
export const radius = { sm: '4px', md: '8px', round: '999px' } as const
export const layer = { header: 100, overlay: 101, menu: 102, modal: 103, popover: 104, toast: 105, cookieBanner: 5000 } as const
export const duration = { short: '300ms', overlayFade: '600ms' } as const
export const font = {
  family: 'var(--font-family)',
  sizeBody: '1rem',
  sizeSmall: '0.875rem',
  sizeH1: 'clamp(2rem, 1.4rem + 2.6vw, 3.5rem)',
  sizeH2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)',
} as const
