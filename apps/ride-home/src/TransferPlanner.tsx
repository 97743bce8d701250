import { useEffect, useRef, useState } from 'react'
import { RIDE_TRANSFER_SRC } from '../../../features/ride/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { useRideHome } from './RideHomeContext.tsx'
import { useConsent } from './useConsent.ts'

interface RideTransferGlobal {
  mount: (element: HTMLElement, options: { locale: string; labels: Record<string, string> }) => () => void
}

declare global {
  interface Window {
    RideTransfer?: RideTransferGlobal
  }
}

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-ride-transfer]`)
  if (existing && window.RideTransfer) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script')
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true })
    if (!existing) {
      script.src = src
      script.async = true
      script.dataset.rideTransfer = ''
      document.head.append(script)
    }
  })
}

/** SPEC §7, §9: nothing third-party before consent; after "accept all" the transfer component loads in place. */
export function TransferPlanner() {
  const { t } = useTranslation()
  const { host } = useRideHome()
  const consent = useConsent()
  const element = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting')
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` counts the visitor's retries; a new one loads the script again
  useEffect(() => {
    if (consent !== 'all') return setState('waiting')
    let unmount: (() => void) | undefined
    let cancelled = false
    setState('loading')
    loadScript(RIDE_TRANSFER_SRC)
      .then(() => {
        if (cancelled || !element.current || !window.RideTransfer) return
        unmount = window.RideTransfer.mount(element.current, {
          locale: host.locale,
          labels: { flight: t('rideApp.transfer.flight'), note: t('rideApp.transfer.note') },
        })
        setState('ready')
      })
      .catch(() => !cancelled && setState('failed'))
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [consent, attempt, host.locale, t])

  return (
    <section className="rh-transfer" aria-labelledby="rh-transfer-heading">
      <h3 id="rh-transfer-heading">{t('rideApp.transfer.heading')}</h3>
      {state === 'waiting' && (
        <>
          <p>{t('rideApp.transfer.needsConsent')}</p>
          <button type="button" className="rh-button rh-secondary" data-cookie-settings>
            {t('rideApp.transfer.cookieSettings')}
          </button>
        </>
      )}
      {state === 'loading' && <p role="status">{t('rideApp.transfer.loading')}</p>}
      {state === 'failed' && (
        <div role="alert">
          <p>{t('rideApp.transfer.failed')}</p>
          <button type="button" className="rh-button rh-secondary" onClick={() => setAttempt((value) => value + 1)}>
            {t('rideApp.retry')}
          </button>
        </div>
      )}
      <div ref={element} data-ride-transfer-mount hidden={state !== 'ready'} />
    </section>
  )
}
