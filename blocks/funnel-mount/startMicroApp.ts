import type { PageEnv } from '../../engine/sdk.ts'
import { lastVisitedPath } from '../../features/booking-search/lastVisitedPath.ts'
import { isChunkLoadError, loadMicroApp } from './loadMicroApp.ts'
import type { MicroAppContext, MicroAppInstance } from './MicroAppContext.ts'
import { bootstrapperUrl, type MicroAppName } from './microApps.ts'
import { optimizationVisitorId } from './visitorIds.ts'

/** The parts of the server-rendered FunnelMount this code drives (data attributes, see FunnelMount.tsx). */
function partsOf(element: HTMLElement) {
  return {
    mount: element.querySelector<HTMLElement>('[data-micro-app]'),
    status: element.querySelector<HTMLElement>('[data-funnel-status]'),
    failure: element.querySelector<HTMLElement>('[data-funnel-failure]'),
    retry: element.querySelector<HTMLButtonElement>('[data-funnel-retry]'),
    startHref: element.querySelector<HTMLElement>('[data-start-href]')?.dataset.startHref ?? '/',
  }
}

/**
 * Mounts a micro-app (SPEC §2 online booking: the booking funnel) into the funnel mount's server-rendered
 * markup, with plain DOM code: the site hydrates no React of its own first (issue 13), the app brings its own.
 * Loads its bootstrapper and scripts, calls its create function with the request context, and shows the
 * translated message with a retry instead of a blank area when loading fails (SPEC §7, §8).
 */
export function startMicroApp(element: HTMLElement, app: MicroAppName, page: { env: PageEnv; messages: Record<string, unknown> }): void {
  const { mount, status, failure, retry, startHref } = partsOf(element)
  if (!mount) return
  const { env } = page
  const goBack = () => window.location.assign(lastVisitedPath(startHref))
  const context: MicroAppContext = {
    endpointBase: env.api.endpointBase,
    endpointBaseGrpc: env.api.endpointBaseGrpc,
    acceptLanguage: env.api.acceptLanguage,
    tenantId: env.api.tenantId,
    visitorIds: { optimization: optimizationVisitorId() },
    locale: env.locale,
    language: env.language,
    country: env.country,
    currency: env.currency,
    formats: env.formats,
    messages: page.messages,
    links: { start: startHref },
    reportChunkLoadError: goBack,
  }
  const show = (state: 'loading' | 'failed' | 'mounted') => {
    if (status) status.hidden = state !== 'loading'
    if (failure) failure.hidden = state !== 'failed'
    mount.hidden = state === 'failed'
  }
  let instance: MicroAppInstance | void
  const attempt = async () => {
    show('loading')
    const loaded = await loadMicroApp({ bootstrapperUrl: bootstrapperUrl(env.api.webAppBase, app, env.api.bootstrapperSuffix) })
    if (!loaded.ok) {
      console.warn(`Micro-app "${app}" did not load (${loaded.failure}): ${loaded.message}`)
      return show('failed')
    }
    try {
      instance?.unmount?.()
      instance = loaded.create(mount, context)
      show('mounted')
    } catch (error) {
      console.warn(`Micro-app "${app}" failed to start:`, error)
      show('failed')
    }
  }
  retry?.addEventListener('click', () => void attempt())
  // SPEC §8: a chunk the running app cannot load takes the visitor back to where they came from.
  window.addEventListener('unhandledrejection', (event) => isChunkLoadError(event.reason) && goBack())
  void attempt()
}
