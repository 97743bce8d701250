import type { PageEnv } from '../../engine/sdk.ts'
import { createMicroAppContext } from './createMicroAppContext.ts'
import { isChunkLoadError, loadMicroApp } from './loadMicroApp.ts'
import type { MicroAppInstance } from './MicroAppContext.ts'
import { bootstrapperUrl, type MicroAppName } from './microApps.ts'

export type MicroAppStartState = 'loading' | 'failed' | 'mounted'

/** The parts of a server-rendered mount this code drives (data attributes: FunnelMount.tsx, MicroAppFailureNotice.tsx). */
function partsOf(element: HTMLElement) {
  const links = element.querySelector<HTMLElement>('[data-start-href]')?.dataset ?? {}
  return {
    mount: element.querySelector<HTMLElement>('[data-micro-app]'),
    status: element.querySelector<HTMLElement>('[data-micro-app-status]'),
    fallback: element.querySelector<HTMLElement>('[data-micro-app-fallback]'),
    failure: element.querySelector<HTMLElement>('[data-micro-app-failure]'),
    retry: element.querySelector<HTMLButtonElement>('[data-micro-app-retry]'),
    startHref: links.startHref ?? '/',
    links: {
      ...(links.termsHref ? { terms: links.termsHref } : {}),
      ...(links.manageBookingHref ? { manageBooking: links.manageBookingHref } : {}),
      ...(links.accountHref ? { account: links.accountHref } : {}),
      ...(links.plusHref ? { plus: links.plusHref } : {}),
    },
  }
}

/**
 * Mounts a micro-app into a block's server-rendered markup with plain DOM code, so the site hydrates no React of
 * its own first (the booking page runs one React, the app's, not two). Loads the bootstrapper and scripts through
 * the one loader, calls create with the one context shape, and shows the translated message with a retry instead
 * of a blank area when loading fails (SPEC §7, §8). Every block that mounts an app does so through this.
 */
export function startMicroApp(
  element: HTMLElement,
  app: MicroAppName,
  page: { env: PageEnv; messages: Record<string, unknown> },
  options: { onState?: (state: MicroAppStartState) => void } = {},
): void {
  const { mount, status, failure, retry, fallback, startHref, links } = partsOf(element)
  if (!mount) return
  // The no-JavaScript text (FunnelMount.tsx) never paints where scripting is on (CSS); the app replaces it, so the page
  // keeps one h1, the app's, also for older browsers that do not know the media feature.
  fallback?.remove()
  const { env } = page
  const context = createMicroAppContext(env, { messages: page.messages, startHref, links })
  const show = (state: MicroAppStartState) => {
    if (status) status.hidden = state !== 'loading'
    if (failure) failure.hidden = state !== 'failed'
    mount.hidden = state === 'failed'
    // A block with more to switch (the ride booking's skeleton, a state attribute its styles and tests read).
    options.onState?.(state)
  }
  let instance: MicroAppInstance | undefined
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
  window.addEventListener('unhandledrejection', (event) => isChunkLoadError(event.reason) && context.reportChunkLoadError(event.reason))
  void attempt()
}
