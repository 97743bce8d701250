/** The funnel containers' loading overlay (funnelOverlay.ts), fetched only by a page that has a funnel container. */
export function initFunnelOverlayOnUse(): void {
  if (!document.querySelector('[data-funnel-container]')) return
  void import('./funnelOverlay.ts').then((module) => module.initFunnelOverlay()).catch((error: unknown) => console.error(error))
}
