/** Inline icons of the chrome: decorative (aria-hidden), sized by the text around them. */
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

// biome-ignore-start lint/a11y/noSvgWithoutTitle: decorative icons beside their text: `base` hides each one from assistive technology (aria-hidden)
export const BurgerIcon = () => (
  <svg {...base} data-icon="burger">
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
)
export const CloseIcon = () => (
  <svg {...base} data-icon="close">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
export const ChevronIcon = () => (
  <svg {...base} width={20} height={20} data-icon="chevron">
    <path d="M6 9l6 6 6-6" />
  </svg>
)
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
)
export const LogoutIcon = () => (
  <svg {...base}>
    <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />
  </svg>
)
export const ExternalIcon = () => (
  <svg {...base} width={14} height={14}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
  </svg>
)
// biome-ignore-end lint/a11y/noSvgWithoutTitle: end of the decorative icons
