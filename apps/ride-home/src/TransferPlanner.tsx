import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import { useRideHome } from './RideHomeContext.tsx'
import { useConsent } from './useConsent.ts'

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
    const mountIn = element.current
    if (!mountIn) return
    import('./mountRideTransfer.ts')
      .then(({ mountRideTransfer }) =>
        mountRideTransfer(mountIn, {
          locale: host.locale,
          labels: { flight: t('rideApp.transfer.flight'), note: t('rideApp.transfer.note') },
        }),
      )
      .then((mounted) => {
        if (cancelled) return mounted?.()
        unmount = mounted
        if (mounted) setState('ready')
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
