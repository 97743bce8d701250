import { css } from '@linaria/core'
import { color, font, mediaUp, radius, space } from '../../engine/sdk.ts'

/** The look the help-centre pages share: heading sizes, section spacing, cards. */
export const helpPage = css`
  padding: ${space.xl} 0;
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${font.sizeH2};
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: ${space.xl} 0 ${space.sm};
    font-size: 1.375rem;
  }
  .lead {
    margin: 0 0 ${space.lg};
    color: ${color.textMuted};
    max-width: 60ch;
  }
`

export const helpCard = css`
  height: 100%;
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.background};
  h3 {
    margin: 0 0 ${space.xs};
    font-size: 1.125rem;
  }
  a {
    color: inherit;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`

/** Article beside its related articles from "md" on. */
export const helpArticleLayout = css`
  display: grid;
  gap: ${space.xl};
  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1fr) 18rem;
  }
  aside h2 {
    margin-top: 0;
    font-size: 1.125rem;
  }
`
