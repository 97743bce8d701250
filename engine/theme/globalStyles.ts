import { css } from '@linaria/core'
import { themeCss } from './themeCss.ts'
import { animationMs } from './motion.ts'
import { maxContentWidth, menuBarHeight, mediaUp } from './tokens.ts'

/** Token values and the base document styles, extracted to CSS at build time. */
export const globalStyles = css`
  :global() {
    ${themeCss()}
    :root {
      --font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
      --max-content-width: ${maxContentWidth}px;
      --menu-bar-height: ${menuBarHeight.xs}px;
      --duration-short: ${animationMs.short}ms;
      --duration-medium: ${animationMs.medium}ms;
      /* The cookie banner's height while it shows, so the page can scroll its last content above it. */
      --cookie-banner-space: 0px;
      ${mediaUp('sm')} {
        --menu-bar-height: ${menuBarHeight.sm}px;
      }
      ${mediaUp('xl')} {
        --menu-bar-height: ${menuBarHeight.xl}px;
      }
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    /* An island's marker (engine/views/Island.tsx) takes no box of its own. */
    [data-island] {
      display: contents;
    }
    html {
      -webkit-text-size-adjust: 100%;
      scroll-padding-top: var(--menu-bar-height);
      scroll-padding-bottom: var(--cookie-banner-space);
    }
    body {
      margin: 0;
      font-family: var(--font-family);
      font-size: 1rem;
      line-height: 1.5;
      color: var(--color-text);
      background: var(--color-background);
    }
    /* Room for the cookie banner after the last content; a page with a footer gives it in the footer's colour. */
    body:not(:has([data-site-footer])) {
      padding-bottom: var(--cookie-banner-space);
    }
    /* The menu is open: the page behind it does not scroll (the chrome script sets this). */
    html[data-scroll-locked] body {
      overflow: hidden;
    }
    /* A card's <picture> (CardPicture) only chooses the file: its <img> lays out as the card's child, as before. */
    picture {
      display: contents;
    }
    /* Its <source>s then would be boxes of the card's grid or flex row (an empty box taking a cell): they take none. */
    picture > source {
      display: none;
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
        animation-iteration-count: 1 !important;
        transition-duration: 1ms !important;
        scroll-behavior: auto !important;
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
