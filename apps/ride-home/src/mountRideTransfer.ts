import { RIDE_TRANSFER_SRC } from '../../../features/ride/index.ts'

interface RideTransferGlobal {
  mount: (element: HTMLElement, options: { locale: string; labels: Record<string, string> }) => () => void
}

declare global {
  interface Window {
    RideTransfer?: RideTransferGlobal
  }
}

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-ride-transfer]`)
  if (existing && window.RideTransfer) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script')
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true })
    if (!existing) {
      script.src = src
      script.async = true
      script.dataset.rideTransfer = ''
      document.head.append(script)
    }
  })
}

/**
 * The third-party transfer component, loaded and mounted in `element` (SPEC §7): only after "accept all", so this
 * module is fetched by TransferPlanner.tsx then, not with the app. Answers the function that unmounts it, or
 * undefined when the script loaded without the component.
 */
export async function mountRideTransfer(
  element: HTMLElement,
  options: { locale: string; labels: Record<string, string> },
): Promise<(() => void) | undefined> {
  await loadScript(RIDE_TRANSFER_SRC)
  return window.RideTransfer?.mount(element, options)
}
