import { useState } from 'react'
import { DEBUG_COOKIE } from '../../../features/debug-mode/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'
import type { DebugFacts } from './debugFacts.ts'

/** A panel with what a developer needs to know about the page (SPEC §4, §7): mode, environment, analytics, context. */
export function DebuggerApp({ facts, context }: { facts: DebugFacts; context: MicroAppContext }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const rows: [string, string][] = [
    [t('debuggerApp.debugMode'), t(`debuggerApp.source.${facts.debug.source}`)],
    [t('debuggerApp.environment'), facts.environment],
    [t('debuggerApp.host'), facts.host],
    [t('debuggerApp.generation'), facts.generation],
    [t('debuggerApp.container'), facts.container ?? t('debuggerApp.none')],
    [t('debuggerApp.apiBase'), context.endpointBase],
    [t('debuggerApp.acceptLanguage'), context.acceptLanguage],
    [t('debuggerApp.tenant'), String(context.tenantId)],
    [t('debuggerApp.visitor'), context.visitorIds.optimization],
  ]
  function turnOff() {
    document.cookie = `${DEBUG_COOKIE}=false; path=/; max-age=${60 * 60 * 24}; SameSite=Lax`
    location.reload()
  }
  return (
    <aside className="dbg" aria-label={t('debuggerApp.heading')} data-environment={facts.environment}>
      <button type="button" className="dbg-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('debuggerApp.heading')}: {facts.environment}
      </button>
      {open && (
        <div className="dbg-panel">
          <dl>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="dbg-toggle" onClick={turnOff}>
            {t('debuggerApp.turnOff')}
          </button>
        </div>
      )}
    </aside>
  )
}
