import { useEffect, useState } from 'react'
import { useHref, useTranslation } from '../../engine/sdk.ts'
import { currentDebugMode } from '../../features/debug-mode/index.ts'
import { MicroAppFailureNotice, useMicroApp } from '../../features/micro-apps/index.ts'
import type { DebuggerMountProps } from './props.gen.ts'

/**
 * The debugger micro-app (SPEC §7), mounted only in debug mode (SPEC §4). Debug mode depends on the host and
 * the visitor's cookie, so it is decided in the browser: the prerendered page holds an empty element.
 */
export function DebuggerMount({ start_url }: DebuggerMountProps) {
  const { t } = useTranslation()
  const [debug, setDebug] = useState(false)
  useEffect(() => setDebug(currentDebugMode().on), [])
  const { element, state, retry } = useMicroApp('debugger', useHref(start_url), { enabled: debug })
  return (
    <div data-debugger={debug ? state : 'off'}>
      {debug && state === 'failed' && (
        <MicroAppFailureNotice
          heading={t('debuggerApp.loadError')}
          text={t('debuggerApp.loadErrorText')}
          retryLabel={t('debuggerApp.retry')}
          onRetry={retry}
        />
      )}
      <div ref={element} data-micro-app="debugger" hidden={!debug || state !== 'mounted'} />
    </div>
  )
}
