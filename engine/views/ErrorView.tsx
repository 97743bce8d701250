import { styled } from '@linaria/react'
import { globalStyles } from '../theme/globalStyles.ts'
import { ButtonLink } from '../shared/ui/ButtonLink.tsx'
import { color, font, space } from '../theme/tokens.ts'

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
  pre {
    white-space: pre-wrap;
    background: ${color.surface};
    border-left: 4px solid #b3261e;
    padding: ${space.md};
    font-size: 0.875rem;
  }
`

/** 404 and 500 pages; `problems` lists document errors in development only. */
export function ErrorView({ status, heading, text, homeLabel, problems }: { status: number; heading: string; text: string; homeLabel: string; problems: string[] }) {
  return (
    <div className={globalStyles}>
      <Page data-status={status}>
        <h1>{heading}</h1>
        <p>{text}</p>
        {problems.length > 0 && <pre data-testid="document-problems">{problems.join('\n')}</pre>}
        <ButtonLink href="/">{homeLabel}</ButtonLink>
      </Page>
    </div>
  )
}
