import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../shared/i18n/useTranslation.tsx'
import { color, duration, layer, mediaUp, space } from '../../theme/tokens.ts'
import { funnelOverlayMs } from './funnelOverlayTiming.ts'

const Container = styled.div`
  position: relative;
  min-height: 320px;
  max-width: var(--content-width, var(--max-content-width));
  margin: 0 auto;
  &[data-variant='zen'] {
    ${mediaUp('lg')} {
      padding-top: ${space.lg};
    }
  }
`

/**
 * SPEC §4: shown first, hidden 5 s after the container mounts or 1.5 s after content first arrives.
 * The chrome script hides it on time; the CSS animation hides it at 5 s even if no script runs.
 */
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${layer.overlay};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding-top: ${space.xxl};
  background: ${color.background};
  animation: funnel-overlay-timeout 0s linear ${funnelOverlayMs.afterMount}ms forwards;
  transition:
    opacity ${duration.short} ease,
    visibility 0s linear ${duration.short};
  &[data-state='hidden'] {
    opacity: 0;
    visibility: hidden;
  }
  /* Without scripting nothing will arrive: no 5-second spinner before the server's text (issue 27 §6). */
  @media (scripting: none) {
    display: none;
  }
  @keyframes funnel-overlay-timeout {
    to {
      opacity: 0;
      visibility: hidden;
    }
  }
  .spinner {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 4px solid ${color.border};
    border-top-color: ${color.primary};
    animation: funnel-spin 900ms linear infinite;
  }
  @keyframes funnel-spin {
    to {
      transform: rotate(360deg);
    }
  }
`

/** The booking funnel's container: the funnel mounts its content here, behind the loading overlay. */
export function FunnelContainer({ variant, children }: { variant: 'funnel' | 'zen'; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Container data-funnel-container data-variant={variant} aria-busy="true">
      <Overlay data-funnel-overlay role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('funnel.loading')}</span>
      </Overlay>
      <div data-funnel-mount>{children}</div>
    </Container>
  )
}
