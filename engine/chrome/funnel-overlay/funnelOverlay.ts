import { funnelOverlayMs } from './funnelOverlayTiming.ts'
import { createOverlayTimer } from './overlayTimer.ts'

/**
 * Runs the loading overlay of each funnel container (FunnelContainer.tsx). Content counts as added when
 * an element arrives in the mount point or an island inside it hydrates; prerendered content without
 * islands is there from the start.
 */
export function initFunnelOverlay(): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-funnel-container]')) {
    const overlay = container.querySelector<HTMLElement>('[data-funnel-overlay]')
    const mount = container.querySelector<HTMLElement>('[data-funnel-mount]')
    if (!overlay || !mount) continue
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.addedNodes.length > 0 || (record.target as Element).getAttribute?.('data-hydrated') === 'true'))
        timer.contentAdded()
    })
    const timer = createOverlayTimer({
      ...{ afterMountMs: funnelOverlayMs.afterMount, afterContentMs: funnelOverlayMs.afterContent },
      onHide() {
        observer.disconnect()
        overlay.dataset.state = 'hidden'
        container.setAttribute('aria-busy', 'false')
      },
    })
    timer.mounted()
    const hasIslands = mount.querySelector('[data-island]') !== null
    if (!hasIslands && mount.childElementCount > 0) timer.contentAdded()
    else observer.observe(mount, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
    if (hasIslands && mount.querySelector('[data-hydrated="true"]')) timer.contentAdded()
  }
}
