import type { IslandEnhancer } from '../../engine/sdk.ts'
import { startMicroApp } from '../../features/micro-apps/index.ts'
import type { CustomerSettingsProps } from './props.gen.ts'

/**
 * The customer settings in the browser: plain DOM code that loads the micro-app into the server markup
 * (CustomerSettings.tsx) when the visitor reaches it; no React of the site's own (issue 28 §3: one React per page).
 */
const enhance: IslandEnhancer<CustomerSettingsProps> = (element, _props, page) => {
  const section = element.querySelector<HTMLElement>('[data-customer-settings]')
  const mount = element.querySelector<HTMLElement>('[data-micro-app="customer-settings"]')
  startMicroApp(element, 'customer-settings', page, {
    onState: (state) => {
      if (section) section.dataset.customerSettings = state
      if (mount) mount.hidden = state !== 'mounted'
    },
  })
}

export default enhance
