import { styled } from '@linaria/react'
import { globalStyles } from '../theme/globalStyles.ts'
import { ButtonLink } from '../shared/ui/ButtonLink.tsx'
import { font, space } from '../theme/tokens.ts'

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${space.xxl} ${space.md};
  h1 {
    font-size: ${font.sizeH2};
    margin: 0 0 ${space.md};
  }
  p {
    margin: 0 0 ${space.lg};
  }
`

/** The visitor's 404 and 500 pages (an author's document errors have their own page: AuthorErrorView). */
export function ErrorView({ status, heading, text, homeLabel }: { status: number; heading: string; text: string; homeLabel: string }) {
  return (
    <div className={globalStyles}>
      <Page data-status={status}>
        <h1>{heading}</h1>
        <p>{text}</p>
        <ButtonLink href="/">{homeLabel}</ButtonLink>
      </Page>
    </div>
  )
}
