import { styled } from '@linaria/react'
import { primaryActionStyles } from './primaryAction.ts'

/** The primary call to action as a link. */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  ${primaryActionStyles}
`
