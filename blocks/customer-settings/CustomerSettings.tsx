import { styled } from '@linaria/react'
import { Container, space, useHref, useTranslation } from '../../engine/sdk.ts'
import { MicroAppFailureNotice, useMicroApp } from '../../features/micro-apps/index.ts'
import type { CustomerSettingsProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
`

/** The customer-settings micro-app (SPEC §7) through the shared loader; a translated message with a retry when it fails. */
export function CustomerSettings({ start_url }: CustomerSettingsProps) {
  const { t } = useTranslation()
  const { element, state, retry } = useMicroApp('customer-settings', useHref(start_url))
  return (
    <Section aria-label={t('customerSettings.heading')} data-customer-settings={state}>
      <Container>
        {state === 'loading' && <p role="status">{t('customerSettings.loading')}</p>}
        {state === 'failed' && (
          <MicroAppFailureNotice
            heading={t('customerSettings.loadError')}
            text={t('rideApp.load.text')}
            retryLabel={t('rideApp.retry')}
            onRetry={retry}
          />
        )}
        <div ref={element} data-micro-app="customer-settings" hidden={state !== 'mounted'} />
      </Container>
    </Section>
  )
}
