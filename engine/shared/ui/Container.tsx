import { styled } from '@linaria/react'
import { mediaUp, space } from '../../theme/tokens.ts'

/** Centres content and caps it at the layout's content width. */
export const Container = styled.div`
  width: 100%;
  max-width: var(--content-width, var(--max-content-width));
  margin: 0 auto;
  padding: 0 ${space.md};
  ${mediaUp('mi')} {
    padding: 0 ${space.xl};
  }
`
