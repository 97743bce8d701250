import { css } from '@linaria/core'
import { color, shadow, layer, mediaUp, radius, space } from '../../../engine/sdk.ts'

/** Phones: a centred sheet over a dimmed page; from "mi" up: a popover under the field. */
export const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${layer.modal};
  background: ${color.scrim};
  ${mediaUp('mi')} {
    display: none;
  }
`

export const dialog = css`
  position: fixed;
  z-index: ${layer.modal};
  inset-inline: ${space.md};
  top: 50%;
  transform: translateY(-50%);
  max-width: 360px;
  margin-inline: auto;
  padding: ${space.md};
  background: ${color.background};
  border-radius: ${radius.md};
  box-shadow: ${shadow.dialog};
  scroll-margin-bottom: ${space.md};
  ${mediaUp('mi')} {
    position: absolute;
    inset-inline: auto;
    inset-inline-start: 0;
    top: calc(100% + 4px);
    transform: none;
    width: 336px;
    margin: 0;
  }
  &[data-align='end'] {
    ${mediaUp('mi')} {
      inset-inline-start: auto;
      inset-inline-end: 0;
    }
  }
  header {
    display: flex;
    align-items: center;
    gap: ${space.xs};
  }
  h3 {
    flex: 1;
    margin: 0;
    font-size: 1rem;
    text-align: center;
  }
  header button,
  footer button {
    min-width: 40px;
    height: 40px;
    border: 0;
    border-radius: ${radius.round};
    background: transparent;
    color: ${color.text};
    font: inherit;
    font-size: 1.25rem;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${color.surface};
    }
    &:disabled {
      color: ${color.textDisabled};
      cursor: default;
    }
  }
  /* Why a closed day was not taken (SPEC §4), under the month it was tried in. */
  .refused {
    max-width: 18rem;
    margin: ${space.sm} 0 0;
    color: ${color.danger};
    font-size: 0.875rem;
  }
  footer {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space.sm};
    margin-top: ${space.sm};
    font-size: 0.8125rem;
    color: ${color.textMuted};
  }
  footer button {
    font-size: 0.9375rem;
    font-weight: 600;
    border-radius: ${radius.sm};
    padding: 0 ${space.md};
  }
`

export const grid = css`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  margin-top: ${space.sm};
  th {
    padding: ${space.xs} 0;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${color.textMuted};
  }
  td {
    height: 40px;
    padding: 1px;
    text-align: center;
  }
  td[data-date] {
    border-radius: ${radius.round};
    cursor: pointer;
    font-variant-numeric: tabular-nums;
    &:hover {
      background: ${color.surface};
    }
    &:focus-visible {
      outline-offset: -3px;
    }
  }
  td[aria-current='date'] {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  td[data-closed='true'] {
    color: ${color.textDisabled};
    text-decoration: line-through;
  }
  td[aria-disabled='true'] {
    color: ${color.textDisabled};
    cursor: default;
    &:hover {
      background: transparent;
    }
  }
  td[aria-selected='true'] {
    background: ${color.primary};
    color: ${color.onPrimary};
    font-weight: 700;
    &:hover {
      background: ${color.primary};
    }
  }
`
