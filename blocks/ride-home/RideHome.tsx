import { styled } from '@linaria/react'
import { color, mediaUp, radius, space, useHref, useTranslation } from '../../engine/sdk.ts'
import { MicroAppFailureNotice } from '../../features/micro-apps/index.ts'
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

/**
 * Grey shapes of the ride booking widget, in the prerendered page until the ride-home app replaces them. As tall as
 * the app's form, discount and transfer planner (a little less: the app grows rather than the page shrinking) at the
 * app's own layout widths (apps/ride-home/src/styles.ts: 500, 780 and 960 px), so what follows does not jump down
 * when the app appears (Lighthouse counted a layout shift of 0.19 on the ride page).
 */
const Skeleton = styled.div`
  display: grid;
  align-content: start;
  gap: ${space.md};
  min-height: 1440px;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surface};
  @media (min-width: 500px) {
    min-height: 1240px;
  }
  ${mediaUp('mi')} {
    min-height: 1020px;
  }
  ${mediaUp('md')} {
    grid-template-columns: 2fr 2fr 1fr;
    align-items: end;
    min-height: 850px;
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
 * The ride layout's booking area (SPEC §2, §7) as the server renders it: the skeleton, the hidden translated message
 * with a retry, and the element the ride-home micro-app mounts into. In the browser enhance.ts (plain DOM, no React of
 * the site's own: the page runs one React, the apps') loads the app and switches between the three.
 */
export function RideHome({ start_url }: RideHomeProps) {
  const { t } = useTranslation()
  const startHref = useHref(start_url)
  return (
    <Section aria-labelledby="ride-home-heading" aria-busy="true" data-ride-home="loading" data-start-href={startHref}>
      <h2 id="ride-home-heading">{t('ride.bookingLabel')}</h2>
      <Skeleton role="status" data-booking-skeleton data-micro-app-status>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span className="visually-hidden">{t('ride.bookingLoading')}</span>
      </Skeleton>
      <MicroAppFailureNotice heading={t('rideApp.load.heading')} text={t('rideApp.load.text')} retryLabel={t('rideApp.retry')} hidden />
      <div id="ride-home-app" data-app-mount="ride-home" data-micro-app="ride-home" hidden />
    </Section>
  )
}
