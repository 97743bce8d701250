import { styled } from '@linaria/react'
import { mediaUp, space } from '../../theme/tokens.ts'

/** A list of cards: one column, two from "sm", three from "md". */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: 1fr;
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mediaUp('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`
