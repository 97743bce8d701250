import type { IslandEnhancer } from '../../engine/sdk.ts'
import { startMicroApp } from '../../features/micro-apps/index.ts'
import type { RideHomeProps } from './props.gen.ts'

/**
 * The ride booking in the browser: plain DOM code that loads the ride-home micro-app into the server markup
 * (RideHome.tsx); no React of the site's own, so the ride page runs one React, the micro-apps' (issue 28 §3). The
 * skeleton leaves the page once the app mounts or fails, and comes back while a retry loads.
 */
export function enhanceRideHome(element: HTMLElement, page: Parameters<IslandEnhancer>[2]): void {
  const section = element.querySelector<HTMLElement>('[data-ride-home]')
  const skeleton = element.querySelector<HTMLElement>('[data-booking-skeleton]')
  const mount = element.querySelector<HTMLElement>('[data-micro-app="ride-home"]')
  if (!section || !mount) return
  startMicroApp(element, 'ride-home', page, {
    onState: (state) => {
      section.dataset.rideHome = state
      section.setAttribute('aria-busy', String(state === 'loading'))
      mount.hidden = state !== 'mounted'
      if (!skeleton) return
      if (state === 'loading') mount.before(skeleton)
      else skeleton.remove()
    },
  })
}

const enhance: IslandEnhancer<RideHomeProps> = (element, _props, page) => enhanceRideHome(element, page)

export default enhance
