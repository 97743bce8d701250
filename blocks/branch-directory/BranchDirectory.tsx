import { styled } from '@linaria/react'
import { CardGrid, color, Container, font, radius, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { BranchAddress, type CityGroup, type DirectoryBranch, OpeningHoursList } from '../../features/branches/index.ts'
import type { BranchDirectoryProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
  .intro {
    margin: 0 0 ${space.lg};
    color: ${color.textMuted};
    font-size: 1.125rem;
    max-width: 60ch;
  }
`

const Heading = styled.h2`
  margin: 0 0 ${space.md};
  font-size: ${font.sizeH2};
  overflow-wrap: anywhere;
`

const City = styled.div`
  margin: 0 0 ${space.xl};
  h2,
  h3 {
    margin: 0 0 ${space.md};
    font-size: 1.5rem;
  }
`

/** The cities side by side in the width there is (a column each from about 18rem); a city's branches stack in its column. */
const Cities = styled.div`
  display: grid;
  gap: 0 ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  align-items: start;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.md};
  }
`

const Card = styled.li`
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.background};
  h3,
  h4 {
    margin: 0 0 ${space.xs};
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
  .type {
    margin: 0 0 ${space.sm};
    font-size: 0.875rem;
    font-weight: 700;
    color: ${color.accentText};
  }
  address {
    margin: 0 0 ${space.md};
    font-style: normal;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.xs} ${space.md};
    margin: ${space.xs} 0 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  .hoursLabel {
    margin: 0;
    font-weight: 700;
    font-size: 0.875rem;
    color: ${color.textMuted};
  }
`

function BranchCard({ entry, level }: { entry: DirectoryBranch; level: 3 | 4 }) {
  const { t } = useTranslation()
  const { branch, hours } = entry
  // Each branch has its own page when the market builds one (pages/branch.json, generated from the same data).
  const branchHref = usePageEnv().links[`page:branch/${branch.id}`]
  const Name = level === 3 ? 'h3' : 'h4'
  return (
    <Card data-branch={branch.id}>
      <Name>{branchHref ? <a href={branchHref}>{branch.name}</a> : branch.name}</Name>
      <p className="type">
        {t(`branchDirectory.types.${branch.type}`)}
        {branch.iataCode ? ` (${branch.iataCode})` : ''}
      </p>
      <BranchAddress branch={branch} />
      <p className="hoursLabel">{t('branchDirectory.openingHours')}</p>
      <OpeningHoursList rows={hours} />
    </Card>
  )
}

/** SPEC §2: the market's airports, then its other branches by city, prerendered from the data stage's answer (a static block, no script). */
export function BranchDirectory({ heading, intro, headingLevel = 2, data: cities }: BranchDirectoryProps & { data: CityGroup[] }) {
  const { t } = useTranslation()
  const CityHeading = headingLevel === 1 ? 'h2' : 'h3'
  const airports = cities.find((group) => group.airports)
  const towns = cities.filter((group) => !group.airports)
  return (
    <Section data-branch-directory>
      <Container>
        <Heading as={headingLevel === 1 ? 'h1' : 'h2'}>{t(heading)}</Heading>
        {intro && <p className="intro">{t(intro)}</p>}
        {cities.length === 0 && <p>{t('branchDirectory.empty')}</p>}
        {airports && (
          <City data-airports>
            <CityHeading>{t('branchDirectory.airports')}</CityHeading>
            <CardGrid>
              {airports.branches.map((entry) => (
                <BranchCard key={entry.branch.id} entry={entry} level={headingLevel === 1 ? 3 : 4} />
              ))}
            </CardGrid>
          </City>
        )}
        <Cities>
          {towns.map((group) => (
            <City key={group.city} data-city={group.city}>
              <CityHeading>{group.city}</CityHeading>
              <ul>
                {group.branches.map((entry) => (
                  <BranchCard key={entry.branch.id} entry={entry} level={headingLevel === 1 ? 3 : 4} />
                ))}
              </ul>
            </City>
          ))}
        </Cities>
      </Container>
    </Section>
  )
}
