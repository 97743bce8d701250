import { styled } from '@linaria/react'
import { Container, font, space, useHref, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { MicroAppFailureNotice } from '../../features/micro-apps/index.ts'
import { appShellMetaKeys } from './appShellMetaKeys.ts'
import type { FunnelMountProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.lg} 0 ${space.xxl};
  min-height: 480px;
`

// Issue 27 §6: what a visitor without JavaScript reads instead of the app. With scripting on it never paints (no flash
// before the app mounts; startMicroApp.ts also hides it for browsers that do not know the media feature).
const NoScriptText = styled.div`
  max-width: 40rem;
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${font.sizeH2};
  }
  p {
    margin: 0 0 ${space.md};
  }
  @media (scripting: enabled) {
    display: none;
  }
`

// "Loading…" is a promise only the app's script keeps: without scripting it would stay on screen forever.
const LoadingStatus = styled.p`
  @media (scripting: none) {
    display: none;
  }
`

/**
 * The funnel mount as the server renders it (SPEC §2 online booking: the booking funnel; the account area): the
 * loading status, the hidden failure message with its retry, the links the app needs, and the element the
 * micro-app mounts into. In the browser features/micro-apps/startMicroApp.ts (through enhance.ts, no React)
 * loads the app and switches between the three.
 */
export function FunnelMount({ app, start_url, terms_url, manage_booking_url }: FunnelMountProps) {
  const { t } = useTranslation()
  // The account app has its own loading and error words; every other app speaks of the booking.
  const texts = app === 'mysixt' ? 'mysixt.mount' : 'funnelMount'
  const startHref = useHref(start_url)
  const termsHref = useHref(terms_url ?? '')
  const manageBookingHref = useHref(manage_booking_url ?? '')
  // The account and plus pages where the market has them (the plus journey's confirmation, the account's Subscriptions
  // tab): read here, where the page knows every link; the app in the browser gets only what this markup names.
  const { links } = usePageEnv()
  const meta = appShellMetaKeys(app)
  // Without the app the visitor can still reach people: the contacts page (phone numbers), else the help centre.
  const helpHref = links['page:contacts'] ?? links['page:help-center'] ?? startHref
  return (
    <Section
      data-start-href={startHref}
      data-terms-href={terms_url ? termsHref : undefined}
      data-manage-booking-href={manage_booking_url ? manageBookingHref : undefined}
      data-account-href={links['page:account']}
      data-plus-href={links['page:plus']}
    >
      <Container>
        <NoScriptText data-micro-app-fallback>
          <h1>{t(`${meta}.title`)}</h1>
          <p>{t(`${meta}.description`)}</p>
          <p>
            {t('appShell.needsJavaScript')} <a href={helpHref}>{t('appShell.helpLink')}</a>
          </p>
        </NoScriptText>
        <LoadingStatus role="status" data-micro-app-status>
          {t(`${texts}.loading`)}
        </LoadingStatus>
        <MicroAppFailureNotice
          heading={t(`${texts}.errorHeading`)}
          text={t(`${texts}.errorText`)}
          retryLabel={t(`${texts}.retry`)}
          hidden
        />
        <div data-micro-app={app} />
      </Container>
    </Section>
  )
}
