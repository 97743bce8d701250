import type { EnhancerPage, IslandEnhancer } from '../../engine/sdk.ts'
import { startMicroApp } from '../../features/micro-apps/index.ts'
import type { RideHomeProps } from './props.gen.ts'

/**
 * The ride booking in the browser: plain DOM code that loads the ride-home micro-app into the server markup
 * (RideHome.tsx); no React of the site's own, so the ride page runs one React, the micro-apps' (issue 28 §3). The
 * skeleton leaves the page once the app mounts or fails, and comes back while a retry loads.
 */
export function enhanceRideHome(element: HTMLElement, page: EnhancerPage): void {
  const section = element.querySelector<HTMLElement>('[data-ride-home]')
  const skeleton = element.querySelector<HTMLElement>('[data-booking-skeleton]')
  const mount = element.querySelector<HTMLElement>('[data-micro-app="ride-home"]')
  if (!section || !mount) return
  let drawn: MutationObserver | undefined
  // The skeleton gives way once the app has drawn into its mount (React renders after create returns), so the page
  // below does not jump up for a frame: no layout shift, and the customer settings further down stay out of reach.
  const showApp = () => {
    mount.hidden = false
    skeleton?.remove()
  }
  startMicroApp(element, 'ride-home', page, {
    onState: (state) => {
      drawn?.disconnect()
      section.dataset.rideHome = state
      section.setAttribute('aria-busy', String(state === 'loading'))
      mount.hidden = true
      if (state === 'loading') {
        if (skeleton) mount.before(skeleton)
      } else if (state === 'failed') skeleton?.remove()
      else if (mount.childElementCount > 0) showApp()
      else {
        drawn = new MutationObserver(() => {
          if (mount.childElementCount === 0) return
          drawn?.disconnect()
          showApp()
        })
        drawn.observe(mount, { childList: true })
      }
    },
  })
}

const enhance: IslandEnhancer<RideHomeProps> = (element, _props, page) => enhanceRideHome(element, page)

export default enhance
