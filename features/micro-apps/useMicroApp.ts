import { useEffect, useRef, useState } from 'react'
import { I18N_NAMESPACE, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { createMicroAppContext } from './createMicroAppContext.ts'
import { isChunkLoadError, loadMicroApp } from './loadMicroApp.ts'
import type { MicroAppContext, MicroAppInstance } from './MicroAppContext.ts'
import { bootstrapperUrl, type MicroAppName } from './microApps.ts'

export type MicroAppState = 'loading' | 'failed' | 'mounted'

/**
 * The one way the site mounts a micro-app (SPEC §7, §8): load its bootstrapper and scripts through the one
 * loader, call create with the one context shape, report a failure (the caller shows a translated message and
 * `retry`), and send the visitor back to the last visited path when a chunk of the running app fails.
 * `startHref` is the fallback of that return and the app's "start" link.
 */
export function useMicroApp(
  app: MicroAppName,
  startHref: string,
  options: { enabled?: boolean; links?: Partial<MicroAppContext['links']> } = {},
) {
  const { i18n } = useTranslation()
  const env = usePageEnv()
  const element = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MicroAppState>('loading')
  const [attempt, setAttempt] = useState(0)
  const enabled = options.enabled ?? true
  // Links the mounting block names itself (the funnel's terms page); a string, so a new object each render does not remount.
  const blockLinks = JSON.stringify(options.links ?? {})

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` counts the visitor's retries; a new one loads the app again
  useEffect(() => {
    if (!enabled) return
    let instance: MicroAppInstance | undefined
    let cancelled = false
    const context = createMicroAppContext(env, {
      messages: i18n.getResourceBundle(env.locale, I18N_NAMESPACE) ?? {},
      startHref,
      links: JSON.parse(blockLinks) as Partial<MicroAppContext['links']>,
    })
    const goBack = context.reportChunkLoadError
    setState('loading')
    void loadMicroApp({ bootstrapperUrl: bootstrapperUrl(env.api.webAppBase, app, env.api.bootstrapperSuffix) }).then((loaded) => {
      if (cancelled || !element.current) return
      if (!loaded.ok) {
        console.warn(`Micro-app "${app}" did not load (${loaded.failure}): ${loaded.message}`)
        return setState('failed')
      }
      try {
        instance = loaded.create(element.current, context)
        setState('mounted')
      } catch (error) {
        console.warn(`Micro-app "${app}" failed to start:`, error)
        setState('failed')
      }
    })
    // SPEC §8: a chunk the running app cannot load takes the visitor back to where they came from.
    const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && goBack(event.reason)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      cancelled = true
      window.removeEventListener('unhandledrejection', onRejection)
      instance?.unmount?.()
    }
  }, [app, attempt, blockLinks, enabled, env, i18n, startHref])

  return { element, state, retry: () => setAttempt((value) => value + 1) }
}
