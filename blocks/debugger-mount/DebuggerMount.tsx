import { useHref, useTranslation } from '../../engine/sdk.ts'
import { MicroAppFailureNotice } from '../../features/micro-apps/index.ts'
import type { DebuggerMountProps } from './props.gen.ts'

/**
 * The debugger micro-app (SPEC §7), mounted only in debug mode (SPEC §4). Debug mode depends on the host and the
 * visitor's cookie, so it is decided in the browser (enhance.ts, plain DOM): the prerendered page holds the hidden
 * failure message with its retry and an empty mount, and outside debug mode nothing more loads.
 */
export function DebuggerMount({ start_url }: DebuggerMountProps) {
  const { t } = useTranslation()
  return (
    <div data-debugger="off" data-start-href={useHref(start_url)}>
      <MicroAppFailureNotice
        heading={t('debuggerApp.loadError')}
        text={t('debuggerApp.loadErrorText')}
        retryLabel={t('debuggerApp.retry')}
        hidden
      />
      <div data-micro-app="debugger" hidden />
    </div>
  )
}
