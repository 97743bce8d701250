import { styled } from '@linaria/react'
import { Container, space, useHref, useTranslation } from '../../engine/sdk.ts'
import { MicroAppFailureNotice } from '../../features/micro-apps/MicroAppFailureNotice.tsx'
import { useMicroApp } from '../../features/micro-apps/useMicroApp.ts'
import type { FunnelMountProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.lg} 0 ${space.xxl};
  min-height: 480px;
`

/**
 * Mounts a micro-app (SPEC §2 online booking: the booking funnel) into the page through the shared loader
 * (features/micro-apps/), and shows a translated message with a retry instead of a blank area when loading fails.
 */
export function FunnelMount({ app, start_url, terms_url, manage_booking_url }: FunnelMountProps) {
  const { t } = useTranslation()
  // The account app has its own loading and error words; every other app speaks of the booking.
  const texts = app === 'mysixt' ? 'mysixt.mount' : 'funnelMount'
  const startHref = useHref(start_url)
  const termsHref = useHref(terms_url ?? '')
  const manageBookingHref = useHref(manage_booking_url ?? '')
  const links = { ...(terms_url ? { terms: termsHref } : {}), ...(manage_booking_url ? { manageBooking: manageBookingHref } : {}) }
  const { element, state, retry } = useMicroApp(app, startHref, { links })

  return (
    <Section>
      <Container>
        {state === 'loading' && <p role="status">{t(`${texts}.loading`)}</p>}
        {state === 'failed' && <MicroAppFailureNotice heading={t(`${texts}.errorHeading`)} text={t(`${texts}.errorText`)} retryLabel={t(`${texts}.retry`)} onRetry={retry} />}
        <div ref={element} data-micro-app={app} hidden={state === 'failed'} />
      </Container>
    </Section>
  )
}
