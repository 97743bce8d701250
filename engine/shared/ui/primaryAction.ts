import { color, radius, space } from '../../theme/tokens.ts'

/** The primary action's look (dark text on brand orange, AA contrast), shared by links and buttons. */
export const primaryActionStyles = `
  min-height: 48px;
  padding: ${space.sm} ${space.lg};
  border: 0;
  border-radius: ${radius.sm};
  background: ${color.primary};
  color: ${color.onPrimary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${color.primaryHover};
  }
`
