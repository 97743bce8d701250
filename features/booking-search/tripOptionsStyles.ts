import { css } from '@linaria/core'
import { color, mediaUp, space } from '../../engine/sdk.ts'

/** A row of its own under the pickup location: the one-way choice and the driver's age side by side where there is room. */
export const tripOptions = css`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.sm} ${space.xl};
  & > div:last-child {
    flex: 0 1 28rem;
  }
  select {
    min-height: 48px;
    min-width: 10rem;
    padding: 0 ${space.sm};
    border: 1px solid ${color.controlBorder};
    border-radius: 4px;
    font: inherit;
    background: ${color.background};
    color: inherit;
  }
  p {
    margin: 0;
    max-width: 36rem;
    font-size: 0.8125rem;
    line-height: 1.35;
    ${mediaUp('sm')} {
      font-size: 0.875rem;
      line-height: inherit;
    }
    color: ${color.textMuted};
  }
`

export const checkRow = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 48px;
  /* Level with the age select beside it; where the age wraps below (narrower than "md") the room would be empty. */
  ${mediaUp('md')} {
    margin-top: calc(0.9375rem * 1.5 + ${space.xs});
  }
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${color.text};
  }
  label {
    font-weight: 600;
    cursor: pointer;
  }
`

export const fullRow = css`
  grid-column: 1 / -1;
`
