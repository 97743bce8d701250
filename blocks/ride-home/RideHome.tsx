import { styled } from '@linaria/react'
import { color, mediaUp, radius, space, useHref, useTranslation } from '../../engine/sdk.ts'
import { MicroAppFailureNotice, useMicroApp } from '../../features/micro-apps/index.ts'
import type { RideHomeProps } from './props.gen.ts'

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

/** Grey shapes of the ride booking widget, in the prerendered page until the ride-home app replaces them. */
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
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
  @keyframes ride-skeleton {
    to {
      background-position: -200% 0;
    }
  }
`

/**
 * The ride layout's booking area (SPEC §2, §7): the skeleton, replaced by the ride-home micro-app once it
 * mounts, or by a translated message with a retry when the app does not load.
 */
export function RideHome({ start_url }: RideHomeProps) {
  const { t } = useTranslation()
  const startHref = useHref(start_url)
  const { element, state, retry } = useMicroApp('ride-home', startHref)
  return (
    <Section aria-labelledby="ride-home-heading" aria-busy={state === 'loading'} data-ride-home={state}>
      <h2 id="ride-home-heading">{t('ride.bookingLabel')}</h2>
      {state === 'loading' && (
        <Skeleton role="status" data-booking-skeleton>
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span className="visually-hidden">{t('ride.bookingLoading')}</span>
        </Skeleton>
      )}
      {state === 'failed' && (
        <MicroAppFailureNotice
          heading={t('rideApp.load.heading')}
          text={t('rideApp.load.text')}
          retryLabel={t('rideApp.retry')}
          onRetry={retry}
        />
      )}
      <div ref={element} id="ride-home-app" data-app-mount="ride-home" data-micro-app="ride-home" hidden={state !== 'mounted'} />
    </Section>
  )
}
