import { styled } from '@linaria/react'
import {
  ButtonLink,
  color,
  Container,
  font,
  intlLocaleOf,
  mediaUp,
  space,
  StructuredData,
  useHref,
  usePageEnv,
  useTranslation,
} from '../../engine/sdk.ts'
import { BranchAddress, BranchMap, branchStructuredData, DirectionsLink, OpeningHoursList } from '../../features/branches/index.ts'
import { fullDate } from '../../features/dates/index.ts'
import { CLOSED_DAYS_SHOWN, categoryLink, comingClosedDays, type BranchDetailsData } from './branchDetailsData.ts'
import type { BranchDetailsProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0 calc(${space.xxl} + ${space.xl});
  h1 {
    margin: 0 0 ${space.xs};
    font-size: ${font.sizeH2};
    overflow-wrap: anywhere;
  }
  .type {
    margin: 0 0 ${space.lg};
    font-weight: 700;
    color: ${color.accentText};
  }
  h2 {
    margin: ${space.lg} 0 ${space.sm};
    font-size: 1.25rem;
  }
  address {
    font-style: normal;
  }
  .directions {
    display: inline-block;
    padding: ${space.xs} 0;
    font-weight: 700;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.xs} ${space.md};
    margin: 0;
    max-width: 28rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  dt.today,
  dd.today {
    color: ${color.accentText};
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
  .categories {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
    padding: 0;
    list-style: none;
  }
  .categories a {
    display: inline-block;
    padding: ${space.xs} 0;
  }
  .next {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.md};
    margin-top: ${space.xl};
  }
`

/** Facts beside the map from "md"; one column below. */
const Columns = styled.div`
  display: grid;
  gap: ${space.lg};
  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xl};
  }
`

/**
 * A branch page (generated per branch): what a renter needs before driving there. Today's opening hours and
 * the coming closed days depend on the visitor's clock: the page is built with each row's weekdays and the closed days
 * from its build day on, and a plain-DOM enhancer (enhance.ts) marks today and drops the days past, without React.
 */
export function BranchDetails({
  bookLabel,
  bookUrl,
  allBranchesLabel,
  allBranchesUrl,
  data,
}: BranchDetailsProps & { data: BranchDetailsData }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const { branch, hours, map } = data
  const phone = branch.phone ?? (env.support ? { display: env.support.phoneDisplay, dial: env.support.phoneDial } : undefined)
  const closedDays = comingClosedDays(branch.openingHours.closedDates, data.builtOn)
  const locale = intlLocaleOf(env)
  const bookHref = useHref(bookUrl)
  const allBranchesHref = useHref(allBranchesUrl)
  return (
    <Section data-branch-details={branch.id}>
      <StructuredData value={branchStructuredData(branch, { brandName: env.brandName, supportPhone: phone?.dial })} />
      <Container>
        <h1>{branch.name}</h1>
        <p className="type">
          {t(`branchDirectory.types.${branch.type}`)}
          {branch.iataCode ? ` (${branch.iataCode})` : ''}
        </p>
        <Columns>
          <div>
            <h2>{t('branchPage.address')}</h2>
            <BranchAddress branch={branch} />
            <p>
              <DirectionsLink branch={branch} className="directions" />
            </p>
            {phone && (
              <>
                <h2>{branch.phone ? t('branchPage.phone') : t('branchPage.supportPhone')}</h2>
                <p>
                  {/* A phone number reads left to right on right-to-left pages too. */}
                  <a href={`tel:${phone.dial}`} dir="ltr">
                    {phone.display}
                  </a>
                </p>
              </>
            )}
            <h2>{t('branchDirectory.openingHours')}</h2>
            <OpeningHoursList rows={hours} markable />
            {closedDays.length > 0 && (
              <div data-closed-days-section>
                <h2>{t('branchPage.closedDays')}</h2>
                <ul data-closed-days>
                  {closedDays.map((date, index) => (
                    <li key={date} data-date={date} hidden={index >= CLOSED_DAYS_SHOWN || undefined}>
                      {fullDate(date, locale)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <div>
            <h2>{t('branchPage.location')}</h2>
            <BranchMap map={map} name={branch.name} />
          </div>
        </Columns>
        {branch.categories && branch.categories.length > 0 && (
          <>
            <h2>{t('branchPage.categories')}</h2>
            <ul className="categories" data-branch-categories>
              {branch.categories.map((category) => {
                const href = env.links[categoryLink(category)]
                return (
                  <li key={category}>
                    {href ? <a href={href}>{t(`vehicleCategories.${category}`)}</a> : t(`vehicleCategories.${category}`)}
                  </li>
                )
              })}
            </ul>
          </>
        )}
        <p className="next">
          <ButtonLink href={bookHref}>{t(bookLabel)}</ButtonLink>
          <a href={allBranchesHref}>{t(allBranchesLabel)}</a>
        </p>
      </Container>
    </Section>
  )
}
