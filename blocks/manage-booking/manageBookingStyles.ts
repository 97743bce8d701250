import { css } from '@linaria/core'
import { color, mediaUp, primaryActionStyles, radius, space } from '../../engine/sdk.ts'

const secondaryButton = `
  background: transparent;
  color: ${color.text};
  border: 2px solid ${color.text};
`

export const page = css`
  padding: ${space.xl} 0;
  h1 {
    margin: 0 0 ${space.sm};
  }
  form {
    display: grid;
    gap: ${space.md};
    max-width: 32rem;
    margin: ${space.lg} 0;
  }
  button {
    ${primaryActionStyles}
    justify-self: start;
  }
  button[data-variant='secondary'] {
    ${secondaryButton}
  }
  /*
   * Print: the booking's details on paper, without the site's header, navigation, footer, cookie banner or the
   * buttons (window.print() from the booking's Print button, or the browser's own). Only on a page with this block
   * (:has), so printing any other page of the site keeps its chrome.
   */
  @media print {
    :global(body:has([data-manage-booking]) header),
    :global(body:has([data-manage-booking]) footer),
    :global(body:has([data-manage-booking]) nav),
    :global(body:has([data-manage-booking]) [role='banner']),
    :global(body:has([data-manage-booking]) [role='contentinfo']),
    :global(body:has([data-manage-booking]) [data-consent]),
    :global(body:has([data-manage-booking]) dialog) {
      display: none !important;
    }
    padding: 0;
    h1,
    .actions-area,
    .actions {
      display: none !important;
    }
  }
`

export const details = css`
  max-width: 48rem;
  margin: ${space.lg} 0;
  padding: ${space.lg} ${space.md};
  border-radius: ${radius.md};
  background: ${color.surface};
  ${mediaUp('md')} {
    padding: ${space.lg};
  }
  h2 {
    margin: 0 0 ${space.md};
    font-size: 1.25rem;
  }
  h3 {
    margin: ${space.lg} 0 ${space.sm};
    font-size: 1.05rem;
  }
  dl {
    display: grid;
    gap: ${space.sm};
    margin: 0;
  }
  dl > div {
    display: grid;
    gap: 2px ${space.lg};
    ${mediaUp('sm')} {
      grid-template-columns: minmax(10rem, 14rem) 1fr;
    }
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd ul,
  .terms {
    margin: 0;
    padding-inline-start: 1.1rem;
  }
  .payment {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .address {
    display: block;
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
  .price dl > div {
    ${mediaUp('sm')} {
      grid-template-columns: 1fr auto;
    }
  }
  .price [data-total] {
    font-weight: 700;
    border-top: 1px solid ${color.border};
    padding-top: ${space.xs};
  }
  [data-status='cancelled'] {
    color: ${color.danger};
    font-weight: 700;
  }
  .notice {
    margin: 0 0 ${space.md};
    padding: ${space.sm} ${space.md};
    border-radius: ${radius.sm};
    background: ${color.successSurface};
    color: ${color.onSuccessSurface};
  }
  .emphasis {
    font-weight: 700;
    font-size: 1.1rem;
  }
  .refusal,
  [role='alert'] {
    color: ${color.danger};
  }
  .actions-area {
    margin-top: ${space.lg};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .change {
    margin-top: ${space.lg};
    padding-top: ${space.md};
    border-top: 1px solid ${color.border};
  }
  .change form {
    max-width: none;
    margin: ${space.md} 0 0;
  }
  fieldset {
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    padding: ${space.sm} ${space.md} ${space.md};
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    padding: 0 ${space.xs};
  }
  .pair {
    display: grid;
    gap: ${space.sm} ${space.md};
    ${mediaUp('sm')} {
      grid-template-columns: 1fr 1fr;
    }
  }
  select {
    min-height: 48px;
    width: 100%;
    padding: 0 ${space.sm};
    font: inherit;
    color: ${color.text};
    background: ${color.background};
    border: 1px solid ${color.controlBorder};
    border-radius: ${radius.sm};
  }
  .choice {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
  }
  .change-result:focus {
    outline: none;
  }
  @media print {
    background: none;
    padding: 0;
    max-width: none;
    .change {
      display: none;
    }
  }
`

export const dialog = css`
  width: min(32rem, calc(100vw - 2 * ${space.md}));
  padding: ${space.lg};
  border: 0;
  border-radius: ${radius.md};
  color: ${color.text};
  background: ${color.background};
  &::backdrop {
    background: ${color.scrim};
  }
  h2 {
    margin: 0 0 ${space.md};
    font-size: 1.25rem;
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0 0 ${space.md};
  }
  .emphasis {
    font-weight: 700;
    font-size: 1.1rem;
  }
  [role='alert'] {
    color: ${color.danger};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  button {
    ${primaryActionStyles}
  }
  button[data-variant='secondary'] {
    ${secondaryButton}
  }
  button[data-variant='link'] {
    background: none;
    border: 0;
    padding: 0;
    min-height: 0;
    color: ${color.accentText};
    text-decoration: underline;
  }
`
