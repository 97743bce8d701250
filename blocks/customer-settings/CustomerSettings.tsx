import { styled } from '@linaria/react'
import { Container, space, useHref, useTranslation } from '../../engine/sdk.ts'
import { MicroAppFailureNotice } from '../../features/micro-apps/index.ts'
import type { CustomerSettingsProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
`

/**
 * The customer-settings micro-app (SPEC §7) as the server renders it: a loading status, the hidden translated message
 * with a retry, the mount. In the browser enhance.ts (plain DOM, no React of the site's own) loads the app through the
 * shared loader and switches between the three.
 */
export function CustomerSettings({ start_url }: CustomerSettingsProps) {
  const { t } = useTranslation()
  return (
    <Section aria-label={t('customerSettings.heading')} data-customer-settings="loading" data-start-href={useHref(start_url)}>
      <Container>
        <p role="status" data-micro-app-status>
          {t('customerSettings.loading')}
        </p>
        <MicroAppFailureNotice
          heading={t('customerSettings.loadError')}
          text={t('rideApp.load.text')}
          retryLabel={t('rideApp.retry')}
          hidden
        />
        <div data-micro-app="customer-settings" hidden />
      </Container>
    </Section>
  )
}
