import { styled } from '@linaria/react'
import { globalStyles } from '../theme/globalStyles.ts'
import { color, font, mediaUp, radius, space } from '../theme/tokens.ts'

export interface MarketChoice {
  market: string
  languages: { language: string; locale: string; countryName: string; languageName: string; href: string }[]
}

const Page = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space.xl} ${space.md};
  ${mediaUp('mi')} {
    padding: ${space.xxl} ${space.xl};
  }
  h1 {
    font-size: ${font.sizeH1};
    margin: 0 0 ${space.sm};
  }
  & > p {
    margin: 0 0 ${space.xl};
    color: ${color.textMuted};
    font-size: 1.125rem;
  }
`

const Brand = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
  margin: 0 0 ${space.xl};
`

const Status = styled.div`
  margin: 0 0 ${space.sm};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  color: ${color.accentText};
`

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  & > li {
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${space.sm};
    min-height: 44px;
    align-items: center;
    font-weight: 600;
  }
  span {
    font-weight: 400;
    color: ${color.textMuted};
  }
`

/** The root page: every market and language, each named in its own language; with `status` 404, the root 404 page. */
export function MarketChooserView({
  brandName,
  title,
  description,
  choices,
  status,
}: {
  brandName: string
  title: string
  description: string
  choices: MarketChoice[]
  status?: 404
}) {
  return (
    <div className={globalStyles}>
      <Page data-status={status}>
        <Brand>{brandName}</Brand>
        {status && <Status>{status}</Status>}
        <h1>{title}</h1>
        <p>{description}</p>
        <Grid>
          {choices.map((choice) => (
            <li key={choice.market}>
              <ul>
                {choice.languages.map((entry) => (
                  <li key={entry.language} lang={entry.locale}>
                    <a href={entry.href} hrefLang={entry.locale}>
                      {entry.countryName} <span>{entry.languageName}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Grid>
      </Page>
    </div>
  )
}
