import { styled } from '@linaria/react'
import { ButtonLink, color, Container, font, space, useHref, useTranslation } from '../../engine/sdk.ts'
import { BranchAddress } from '../../features/branches/BranchAddress.tsx'
import type { DirectoryBranch } from '../../features/branches/groupBranchesByCity.ts'
import { OpeningHoursList } from '../../features/branches/OpeningHoursList.tsx'
import type { BranchDetailsProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
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
  .next {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.md};
    margin-top: ${space.xl};
  }
`

/** A branch page (generated per branch): what a renter needs before driving there. */
export function BranchDetails({ bookLabel, bookUrl, allBranchesLabel, allBranchesUrl, data }: BranchDetailsProps & { data: DirectoryBranch }) {
  const { t } = useTranslation()
  const { branch, hours } = data
  return (
    <Section data-branch-details={branch.id}>
      <Container>
        <h1>{branch.name}</h1>
        <p className="type">
          {t(`branchDirectory.types.${branch.type}`)}
          {branch.iataCode ? ` (${branch.iataCode})` : ''}
        </p>
        <h2>{t('branchPage.address')}</h2>
        <BranchAddress branch={branch} />
        <h2>{t('branchDirectory.openingHours')}</h2>
        <OpeningHoursList rows={hours} />
        <p className="next">
          <ButtonLink href={useHref(bookUrl)}>{t(bookLabel)}</ButtonLink>
          <a href={useHref(allBranchesUrl)}>{t(allBranchesLabel)}</a>
        </p>
      </Container>
    </Section>
  )
}
