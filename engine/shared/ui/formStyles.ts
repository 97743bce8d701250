import { css } from '@linaria/core'
import { color, radius, space } from '../../theme/tokens.ts'

/** Label above a control, control full width, message below: the one field look of the site. */
export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  input {
    width: 100%;
    min-width: 0;
    min-height: 48px;
    padding: ${space.sm} ${space.md};
    border: 1px solid ${color.controlBorder};
    border-radius: ${radius.sm};
    font: inherit;
    color: ${color.text};
    background: ${color.background};
  }
  input[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`

export const fieldError = css`
  margin: 0;
  color: ${color.danger};
  font-size: 0.875rem;
`
