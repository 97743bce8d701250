declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Loads the tag manager once, after consent: the only third-party script of the site (SPEC §7, §9). */
export function loadTagManager(src: string): void {
  if (document.querySelector('script[data-tag-manager]')) return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.tagManager = ''
  document.head.append(script)
}
