import type { IslandEnhancer } from '../../engine/sdk.ts'
import { startMicroApp } from '../../features/micro-apps/index.ts'
import type { FunnelMountProps } from './props.gen.ts'

/** The funnel mount in the browser: plain DOM code that loads the micro-app; no React of the site's own. */
const enhance: IslandEnhancer<FunnelMountProps> = (element, props, page) => startMicroApp(element, props.app, page)

export default enhance
