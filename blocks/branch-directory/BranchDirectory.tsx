import { styled } from '@linaria/react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { OpeningInterval } from '../../engine/shared/api/types.ts'
import { formatClockTime } from '../../engine/shared/format/formatDateTime.ts'
import { usePageEnv, type PageEnv } from '../../engine/shared/PageEnv.tsx'
import { Container } from '../../engine/shared/ui/Container.tsx'
import { color, font, radius, space } from '../../engine/theme/tokens.ts'
import { branchDirectoryOf, type DirectoryBranch, type OpeningRow } from './branchDirectoryOf.ts'
import type { BranchDirectoryProps } from './props.gen.ts'
import { CardGrid } from '../../engine/shared/ui/CardGrid.tsx'

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

/** "Mon" for ISO weekday 1 in the page's locale. */
function weekdayName(isoWeekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, isoWeekday)))
}

function intervalText(interval: OpeningInterval, formats: PageEnv['formats']): string {
  const clock = (value: string) => (value === '24:00' ? formatClockTime('00:00', formats) : formatClockTime(value, formats)) ?? value
  return `${clock(interval.open)}–${clock(interval.close)}`
}

function HoursRow({ row }: { row: OpeningRow }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const days = row.from === row.to ? weekdayName(row.from, env.locale) : `${weekdayName(row.from, env.locale)}–${weekdayName(row.to, env.locale)}`
  const allDay = row.intervals.length === 1 && row.intervals[0].open === '00:00' && row.intervals[0].close === '24:00'
  const hours = row.intervals.length === 0 ? t('branchDirectory.closed') : allDay ? t('branchDirectory.allDay') : row.intervals.map((interval) => intervalText(interval, env.formats)).join(', ')
  return (
    <>
      <dt>{days}</dt>
      <dd>{hours}</dd>
    </>
  )
}

function BranchCard({ entry, level }: { entry: DirectoryBranch; level: 3 | 4 }) {
  const { t } = useTranslation()
  const { branch, hours } = entry
  const Name = level === 3 ? 'h3' : 'h4'
  return (
    <Card data-branch={branch.id}>
      <Name>{branch.name}</Name>
      <p className="type">
        {t(`branchDirectory.types.${branch.type}`)}
        {branch.iataCode ? ` (${branch.iataCode})` : ''}
      </p>
      <address>
        {branch.formattedAddress.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </address>
      <p className="hoursLabel">{t('branchDirectory.openingHours')}</p>
      <dl>
        {hours.map((row) => (
          <HoursRow key={row.from} row={row} />
        ))}
      </dl>
    </Card>
  )
}

/** SPEC §2: the market's branches by city, prerendered from the seed data (a static block, no script). */
export function BranchDirectory({ heading, intro, headingLevel = 2 }: BranchDirectoryProps) {
  const { t } = useTranslation()
  const env = usePageEnv()
  // Prerendering only: the browser never runs this static block, and its bundle must not carry the seed data.
  const cities = import.meta.env.SSR ? branchDirectoryOf(env.country, env.locale) : []
  const CityHeading = headingLevel === 1 ? 'h2' : 'h3'
  return (
    <Section data-branch-directory>
      <Container>
        <Heading as={headingLevel === 1 ? 'h1' : 'h2'}>{t(heading)}</Heading>
        {intro && <p className="intro">{t(intro)}</p>}
        {cities.length === 0 && <p>{t('branchDirectory.empty')}</p>}
        {cities.map((group) => (
          <City key={group.city} data-city={group.city}>
            <CityHeading>{group.city}</CityHeading>
            <CardGrid>
              {group.branches.map((entry) => (
                <BranchCard key={entry.branch.id} entry={entry} level={headingLevel === 1 ? 3 : 4} />
              ))}
            </CardGrid>
          </City>
        ))}
      </Container>
    </Section>
  )
}
