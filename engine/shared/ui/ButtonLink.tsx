import { styled } from '@linaria/react'
import { color, radius, space } from '../../theme/tokens.ts'

/** The primary call to action: dark text on brand orange (AA contrast). */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: ${space.sm} ${space.lg};
  border-radius: ${radius.sm};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: #ff7a29;
  }
`
