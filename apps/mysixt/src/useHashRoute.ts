import { useSyncExternalStore } from 'react'

const followHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}
const currentHash = () => window.location.hash

/**
 * The address hash, followed as the visitor clicks tabs or goes back and forward. An external store, so a hash that
 * changes between the first render and the subscription is not missed (an effect subscribes only after paint).
 */
export function useHashRoute(): string {
  return useSyncExternalStore(followHash, currentHash)
}
