import { styled } from '@linaria/react'
import { color, Container, primaryActionStyles, radius, space, useHref, useTranslation } from '../../engine/sdk.ts'
import type { FunnelMountProps } from './props.gen.ts'

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

/**
 * The funnel mount as the server renders it: the loading status, the hidden failure message with its retry,
 * and the element the micro-app mounts into. In the browser startMicroApp.ts (through enhance.ts, no React)
 * loads the app and switches between the three.
 */
export function FunnelMount({ app, start_url }: FunnelMountProps) {
  const { t } = useTranslation()
  const startHref = useHref(start_url)
  return (
    <Section data-start-href={startHref}>
      <Container>
        <p role="status" data-funnel-status>
          {t('funnelMount.loading')}
        </p>
        <Notice role="alert" data-funnel-failure hidden>
          <h2>{t('funnelMount.errorHeading')}</h2>
          <p>{t('funnelMount.errorText')}</p>
          <button type="button" data-funnel-retry>
            {t('funnelMount.retry')}
          </button>
        </Notice>
        <div data-micro-app={app} />
      </Container>
    </Section>
  )
}
