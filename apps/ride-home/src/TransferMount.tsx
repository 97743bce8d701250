import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import { mountRideTransfer } from './mountRideTransfer.ts'
import { useRideHome } from './RideHomeContext.tsx'
import { TransferLoading } from './TransferPlanner.tsx'

/**
 * The transfer component after "accept all" (SPEC §7, §9): its script loads and mounts in place, with a retry when it
 * does not load. A chunk of its own (TransferPlanner.tsx), so a visitor who has not accepted loads none of this.
 */
export function TransferMount() {
  const { t } = useTranslation()
  const { host } = useRideHome()
  const element = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` counts the visitor's retries; a new one loads the script again
  useEffect(() => {
    const mountIn = element.current
    if (!mountIn) return
    let unmount: (() => void) | undefined
    let cancelled = false
    setState('loading')
    mountRideTransfer(mountIn, {
      locale: host.locale,
      labels: { flight: t('rideApp.transfer.flight'), note: t('rideApp.transfer.note') },
    })
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
  }, [attempt, host.locale, t])

  return (
    <>
      {state === 'loading' && <TransferLoading />}
      {state === 'failed' && (
        <div role="alert">
          <p>{t('rideApp.transfer.failed')}</p>
          <button type="button" className="rh-button rh-secondary" onClick={() => setAttempt((value) => value + 1)}>
            {t('rideApp.retry')}
          </button>
        </div>
      )}
      <div ref={element} data-ride-transfer-mount hidden={state !== 'ready'} />
    </>
  )
}
