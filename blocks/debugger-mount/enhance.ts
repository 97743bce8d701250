import type { IslandEnhancer } from '../../engine/sdk.ts'
import { currentDebugMode } from '../../features/debug-mode/index.ts'
import { startMicroApp } from '../../features/micro-apps/index.ts'
import type { DebuggerMountProps } from './props.gen.ts'

/**
 * The debugger in the browser: outside debug mode (SPEC §4: the cookie, then the host) it loads nothing at all, not
 * even React; in debug mode plain DOM code loads the debugger micro-app into the server markup (DebuggerMount.tsx).
 */
const enhance: IslandEnhancer<DebuggerMountProps> = (element, _props, page) => {
  const box = element.querySelector<HTMLElement>('[data-debugger]')
  const mount = element.querySelector<HTMLElement>('[data-micro-app="debugger"]')
  if (!box || !mount || !currentDebugMode().on) return
  startMicroApp(element, 'debugger', page, {
    onState: (state) => {
      box.dataset.debugger = state
      mount.hidden = state !== 'mounted'
    },
  })
}

export default enhance
