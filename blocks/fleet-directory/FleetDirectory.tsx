import { styled } from '@linaria/react'
import { color, Container, font, radius, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import type { FleetDirectoryData, FleetDirectoryEntry } from './data.ts'
import type { FleetDirectoryProps } from './props.gen.ts'

const Section = styled.section`
  padding: 0 0 ${space.xl};
  h2 {
    margin: ${space.lg} 0 ${space.md};
    font-size: ${font.sizeH2};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${space.xs} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.background};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: currentColor;
    text-decoration: underline;
  }
`

/** The fleet page's links to every make and vehicle category page the market builds; a list with none is left out. */
export function FleetDirectory({ brandsHeading, categoriesHeading, data }: FleetDirectoryProps & { data: FleetDirectoryData }) {
  const { t } = useTranslation()
  const { links } = usePageEnv()
  const built = (entries: FleetDirectoryEntry[]) =>
    entries.flatMap((entry) => {
      const href = links[entry.link]
      return href ? [{ ...entry, href }] : []
    })
  const lists = [
    { heading: brandsHeading, entries: built(data.brands) },
    { heading: categoriesHeading, entries: built(data.categories) },
  ].filter((list) => list.entries.length > 0)
  if (lists.length === 0) return null
  return (
    <Container>
      <Section data-fleet-directory="">
        {lists.map((list) => (
          <nav key={list.heading} aria-label={t(list.heading)}>
            <h2>{t(list.heading)}</h2>
            <ul>
              {list.entries.map((entry) => (
                <li key={entry.link}>
                  <a href={entry.href}>{entry.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Section>
    </Container>
  )
}
