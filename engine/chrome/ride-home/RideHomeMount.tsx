import { styled } from '@linaria/react'
import { useTranslation } from '../../shared/i18n/useTranslation.tsx'
import { color, mediaUp, radius, space } from '../../theme/tokens.ts'

const Section = styled.section`
  max-width: var(--max-content-width);
  margin: ${space.lg} auto 0;
  padding: 0 ${space.md};
  ${mediaUp('mi')} {
    padding: 0 ${space.xl};
  }
  h2 {
    margin: 0 0 ${space.md};
    font-size: 1.5rem;
  }
`

/** Grey shapes of the ride booking widget, shown until the ride-home app replaces the mount's content. */
const Skeleton = styled.div`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surface};
  ${mediaUp('md')} {
    grid-template-columns: 2fr 2fr 1fr;
    align-items: end;
  }
  span {
    display: block;
    height: 48px;
    border-radius: ${radius.sm};
    background: linear-gradient(90deg, ${color.border} 0%, ${color.background} 50%, ${color.border} 100%) 0 0 / 200% 100%;
    animation: ride-skeleton 1600ms ease-in-out infinite;
  }
  @keyframes ride-skeleton {
    to {
      background-position: -200% 0;
    }
  }
`

/** The ride layout's booking skeleton and the mount point of the ride-home application (SPEC §2, §7). */
export function RideHomeMount() {
  const { t } = useTranslation()
  return (
    <Section aria-labelledby="ride-home-heading" aria-busy="true" data-ride-home>
      <h2 id="ride-home-heading">{t('ride.bookingLabel')}</h2>
      <div id="ride-home-app" data-app-mount="ride-home">
        <Skeleton role="status" data-booking-skeleton>
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span className="visually-hidden">{t('ride.bookingLoading')}</span>
        </Skeleton>
      </div>
    </Section>
  )
}
