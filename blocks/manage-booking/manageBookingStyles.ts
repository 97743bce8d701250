import { css } from '@linaria/core'
import { color, primaryActionStyles, radius, space } from '../../engine/sdk.ts'

export const page = css`
  padding: ${space.xl} 0;
  h1 {
    margin: 0 0 ${space.sm};
  }
  form {
    display: grid;
    gap: ${space.md};
    max-width: 32rem;
    margin: ${space.lg} 0;
  }
  button {
    ${primaryActionStyles}
    justify-self: start;
  }
  button[data-variant='secondary'] {
    background: transparent;
    color: ${color.text};
    border: 2px solid ${color.text};
  }
`

export const details = css`
  max-width: 40rem;
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surface};
  h2 {
    margin: 0 0 ${space.md};
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space.sm} ${space.lg};
    margin: 0 0 ${space.lg};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  [data-status='cancelled'] {
    color: ${color.danger};
    font-weight: 700;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
`
