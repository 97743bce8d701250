import { css } from '@linaria/core'
import { maxContentWidth } from './tokens.ts'

/** Token values and the base document styles, extracted to CSS at build time. */
export const globalStyles = css`
  :global() {
    :root {
      --color-primary: #ff5f00;
      --color-on-primary: #191919;
      --color-text: #191919;
      --color-text-muted: #4f4f4f;
      --color-background: #ffffff;
      --color-surface: #f4f4f4;
      --color-border: #d4d4d4;
      --color-focus: #0b57d0;
      --color-inverse-text: #ffffff;
      --color-inverse-background: #191919;
      --font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
      --max-content-width: ${maxContentWidth}px;
      color-scheme: light;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
    }
    body {
      margin: 0;
      font-family: var(--font-family);
      font-size: 1rem;
      line-height: 1.5;
      color: var(--color-text);
      background: var(--color-background);
    }
    img {
      max-width: 100%;
      height: auto;
    }
    a {
      color: inherit;
    }
    :focus-visible {
      outline: 3px solid var(--color-focus);
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 1ms !important;
        transition-duration: 1ms !important;
      }
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`

