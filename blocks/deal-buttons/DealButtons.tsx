import { styled } from '@linaria/react'
import { color, shadow, Container, font, mediaUp, radius, resolveHref, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { categoryHref } from '../../features/booking-search/index.ts'
import { DealIcon } from './DealIcon.tsx'
import type { DealButtonsProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0 0;
  h2 {
    margin: 0 0 ${space.md};
    font-size: ${font.sizeH2};
  }
`

// As many columns as fit at 18rem each, one on phones: a title then has about 13rem beside its icon, so long
// single words ("Luchthavenaanbiedingen", 214 px) stay whole. Every button is at least 48px high (WCAG 2.2 target size).
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  ${mediaUp('md')} {
    gap: ${space.md};
  }
  a {
    height: 100%;
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 64px;
    padding: ${space.sm} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.background};
    color: ${color.text};
    text-decoration: none;
    transition: border-color 150ms ease, box-shadow 150ms ease;
    &:hover {
      border-color: ${color.primary};
      box-shadow: ${shadow.hover};
    }
  }
  svg {
    flex: none;
    width: 40px;
    height: 40px;
    padding: 8px;
    border-radius: ${radius.round};
    background: ${color.accentSurface};
    color: ${color.accentIcon};
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    font-size: 0.9375rem;
    line-height: 1.3;
    /* A word longer than any column (a translation yet to come) breaks rather than leaving its card. */
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  small {
    font-size: 0.8125rem;
    color: ${color.textMuted};
    line-height: 1.3;
  }
`

/** The deals of the home page as large link buttons; plain links, so the block ships no JavaScript. */
export function DealButtons({ heading, deals }: DealButtonsProps) {
  const { t } = useTranslation()
  const env = usePageEnv()
  return (
    <Section>
      <Container>
        <h2>{t(heading)}</h2>
        <List>
          {deals.map((deal) => {
            const href = resolveHref(deal.url, env)
            return (
              <li key={deal.label}>
                <a href={deal.category ? categoryHref(href, deal.category) : href}>
                  <DealIcon icon={deal.icon} />
                  <span>
                    <strong>{t(deal.label)}</strong>
                    <small>{t(deal.text)}</small>
                  </span>
                </a>
              </li>
            )
          })}
        </List>
      </Container>
    </Section>
  )
}
