import { css } from '@linaria/core'
import { color, shadow, layer, radius, space } from '../../../engine/sdk.ts'

export const wrapper = css`
  position: relative;
`

/** The input with a pin icon at its start and a clear button at its end. */
export const inputRow = css`
  position: relative;
  & > svg {
    position: absolute;
    inset-inline-start: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${color.textMuted};
    pointer-events: none;
  }
  && input {
    padding-inline-start: 40px;
    padding-inline-end: 44px;
    text-overflow: ellipsis;
  }
`

export const clearButton = css`
  position: absolute;
  inset-inline-end: 4px;
  top: 50%;
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${radius.round};
  background: transparent;
  color: ${color.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color.surface};
  }
`

export const popup = css`
  position: absolute;
  inset-inline: 0;
  top: calc(100% + 4px);
  z-index: ${layer.popover};
  max-height: min(360px, 60vh);
  overflow-y: auto;
  background: ${color.background};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.popover};
  p {
    margin: 0;
    padding: ${space.md};
    color: ${color.textMuted};
  }
  p strong {
    display: block;
    color: ${color.text};
  }
`

export const listbox = css`
  list-style: none;
  margin: 0;
  padding: ${space.xs} 0;
  [role='option'] {
    display: flex;
    gap: ${space.sm};
    align-items: flex-start;
    padding: ${space.sm} ${space.md};
    min-height: 48px;
    cursor: pointer;
    svg {
      flex: none;
      margin-top: 2px;
      color: ${color.textMuted};
    }
  }
  [role='option'][aria-selected='true'] {
    background: ${color.accentSurface};
    box-shadow: inset 4px 0 0 ${color.primary};
  }
  [role='option']:hover {
    background: ${color.surface};
  }
`

/** Name on the first line, address on the second, both allowed to wrap on phones. */
export const branchText = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-weight: 600;
  }
  span {
    font-size: 0.875rem;
    color: ${color.textMuted};
  }
`

export const details = css`
  margin: 0;
  font-size: 0.875rem;
  color: ${color.textMuted};
`

export const linkButton = css`
  align-self: flex-start;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`

export const retryButton = css`
  margin: 0 ${space.md} ${space.md};
  min-height: 40px;
  padding: 0 ${space.md};
  border: 1px solid ${color.text};
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`
