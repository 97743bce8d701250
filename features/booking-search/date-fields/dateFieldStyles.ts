import { css } from '@linaria/core'
import { color, radius } from '../../../engine/sdk.ts'

export const dateField = css`
  position: relative;
`

/** The text input leaves room at its end for the calendar button that sits inside it. */
export const inputRow = css`
  position: relative;
  && input {
    padding-inline-start: 12px;
    padding-inline-end: 46px;
    font-variant-numeric: tabular-nums;
  }
  && input::placeholder {
    color: ${color.textPlaceholder};
  }
`

export const calendarButton = css`
  position: absolute;
  inset-inline-end: 4px;
  top: 50%;
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  cursor: pointer;
  &:hover {
    background: ${color.surface};
  }
`

export const hint = css`
  margin: 0;
  font-size: 0.8125rem;
  color: ${color.textMuted};
`

export const select = css`
  && select {
    width: 100%;
    min-width: 0;
    min-height: 48px;
    padding: 8px 12px;
    border: 1px solid ${color.controlBorder};
    border-radius: ${radius.sm};
    font: inherit;
    font-variant-numeric: tabular-nums;
    color: ${color.text};
    background: ${color.background};
  }
  && select[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`
