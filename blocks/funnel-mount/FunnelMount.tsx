import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import { color, Container, I18N_NAMESPACE, primaryActionStyles, radius, space, useHref, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { lastVisitedPath } from '../../features/booking-search/lastVisitedPath.ts'
import { isChunkLoadError, loadMicroApp } from './loadMicroApp.ts'
import type { MicroAppContext, MicroAppInstance } from './MicroAppContext.ts'
import { bootstrapperUrl } from './microApps.ts'
import type { FunnelMountProps } from './props.gen.ts'
import { optimizationVisitorId } from './visitorIds.ts'

const Section = styled.section`
  padding: ${space.lg} 0 ${space.xxl};
  min-height: 480px;
`

const Notice = styled.div`
  max-width: 40rem;
  margin: ${space.xl} auto;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surface};
  text-align: center;
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${space.md};
  }
  button {
    ${primaryActionStyles}
  }
`

type MountState = 'loading' | 'failed' | 'mounted'

/**
 * Mounts a micro-app (SPEC §2 online booking: the booking funnel) into the page: loads its
 * bootstrapper and scripts, calls its create function with the request context, and shows a
 * translated message with a retry instead of a blank area when loading fails.
 */
export function FunnelMount({ app, start_url, terms_url, manage_booking_url }: FunnelMountProps) {
  const { t, i18n } = useTranslation()
  const env = usePageEnv()
  const startHref = useHref(start_url)
  const termsHref = useHref(terms_url ?? '')
  const manageBookingHref = useHref(manage_booking_url ?? '')
  const element = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MountState>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let instance: MicroAppInstance | void
    let cancelled = false
    const goBack = () => window.location.assign(lastVisitedPath(startHref))
    const context: MicroAppContext = {
      endpointBase: env.api.endpointBase,
      endpointBaseGrpc: env.api.endpointBaseGrpc,
      acceptLanguage: env.api.acceptLanguage,
      tenantId: env.api.tenantId,
      visitorIds: { optimization: optimizationVisitorId() },
      locale: env.locale,
      language: env.language,
      country: env.country,
      currency: env.currency,
      formats: env.formats,
      messages: i18n.getResourceBundle(env.locale, I18N_NAMESPACE) ?? {},
      links: { start: startHref, ...(terms_url ? { terms: termsHref } : {}), ...(manage_booking_url ? { manageBooking: manageBookingHref } : {}) },
      reportChunkLoadError: goBack,
    }
    setState('loading')
    void loadMicroApp({ bootstrapperUrl: bootstrapperUrl(env.api.webAppBase, app, env.api.bootstrapperSuffix) }).then((loaded) => {
      if (cancelled || !element.current) return
      if (!loaded.ok) {
        console.warn(`Micro-app "${app}" did not load (${loaded.failure}): ${loaded.message}`)
        return setState('failed')
      }
      try {
        instance = loaded.create(element.current, context)
        setState('mounted')
      } catch (error) {
        console.warn(`Micro-app "${app}" failed to start:`, error)
        setState('failed')
      }
    })
    // SPEC §8: a chunk the running app cannot load takes the visitor back to where they came from.
    const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && goBack()
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      cancelled = true
      window.removeEventListener('unhandledrejection', onRejection)
      instance?.unmount?.()
    }
  }, [app, attempt, env, i18n, startHref, termsHref, manageBookingHref, terms_url, manage_booking_url])

  return (
    <Section>
      <Container>
        {state === 'loading' && <p role="status">{t('funnelMount.loading')}</p>}
        {state === 'failed' && (
          <Notice role="alert">
            <h2>{t('funnelMount.errorHeading')}</h2>
            <p>{t('funnelMount.errorText')}</p>
            <button type="button" onClick={() => setAttempt((value) => value + 1)}>
              {t('funnelMount.retry')}
            </button>
          </Notice>
        )}
        <div ref={element} data-micro-app={app} hidden={state === 'failed'} />
      </Container>
    </Section>
  )
}
