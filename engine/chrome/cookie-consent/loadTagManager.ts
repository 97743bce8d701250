declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

function appendScript(src: string, marker: 'tagManager' | 'consentLoader', onDone?: () => void): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset[marker] = ''
  // The tag manager waits for the consent loader whether it loads or not: analytics must not hang on it.
  if (onDone) {
    script.addEventListener('load', onDone, { once: true })
    script.addEventListener('error', onDone, { once: true })
  }
  document.head.append(script)
}

/**
 * Loads the tag manager once, after consent: SPEC §7's consent loader runs first (when the page names one),
 * then the tag manager with the page's container. Nothing third-party loads before "accept all".
 */
export function loadTagManager(src: string, consentLoaderSrc?: string): void {
  if (document.querySelector('script[data-tag-manager], script[data-consent-loader]')) return
  const start = () => {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    appendScript(src, 'tagManager')
  }
  if (consentLoaderSrc) appendScript(consentLoaderSrc, 'consentLoader', start)
  else start()
}
