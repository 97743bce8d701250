import { useEffect, useState } from 'react'
import type { RideAddress, RideCalls } from '../../../features/web-api/index.ts'

export type Suggestions =
  | { status: 'idle' | 'tooShort' | 'tooLong' | 'loading' }
  | { status: 'done'; places: RideAddress[] }
  | { status: 'error' }

/** The search itself (addressSearch.ts): fetched when the visitor steps into an address field, not with the app. */
export const loadAddressSearch = () => import('./addressSearch.ts')

/**
 * Addresses of the market's service area for typed text (issue 26: street-level, never a place the service does not
 * drive to); the previous request is cancelled on each key.
 */
export function useAddressSuggestions(api: RideCalls, term: string, country: string, enabled: boolean): Suggestions {
  const [state, setState] = useState<Suggestions>({ status: 'idle' })
  useEffect(() => {
    if (!enabled) return setState({ status: 'idle' })
    let stopped = false
    let cancel: (() => void) | undefined
    loadAddressSearch().then(
      (search) => {
        if (!stopped) cancel = search.searchAddresses(api, term, country, setState)
      },
      () => !stopped && setState({ status: 'error' }),
    )
    return () => {
      stopped = true
      cancel?.()
    }
  }, [api, term, country, enabled])
  return state
}
