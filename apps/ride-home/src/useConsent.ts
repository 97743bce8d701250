import { useEffect, useState } from 'react'

const read = () => document.documentElement.dataset.consent

/** The visitor's cookie choice as the site's chrome sets it on <html data-consent> ("all", "limited", "pending"). */
export function useConsent(): string | undefined {
  const [consent, setConsent] = useState(read)
  useEffect(() => {
    const observer = new MutationObserver(() => setConsent(read()))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-consent'] })
    setConsent(read())
    return () => observer.disconnect()
  }, [])
  return consent
}
