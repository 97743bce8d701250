import { useEffect, useState } from 'react'
import type { RideAddress, RideCalls } from '../../../features/web-api/index.ts'

export type Suggestions =
  | { status: 'idle' | 'tooShort' | 'tooLong' | 'loading' }
  | { status: 'done'; places: RideAddress[] }
  | { status: 'error' }

type AddressSearch = typeof import('./addressSearch.ts')

/**
 * Addresses of the market's service area for typed text (issue 26: street-level, never a place the service does not
 * drive to); the previous request is cancelled on each key. The search and the keys that move through its places
 * (addressSearch.ts) are fetched when the visitor steps into an address field (`loadSearch`), or at the latest with
 * the first key, not with the app.
 */
export function useAddressSuggestions(
  api: RideCalls,
  term: string,
  country: string,
  enabled: boolean,
): { suggestions: Suggestions; search: AddressSearch | undefined; loadSearch: () => void } {
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: 'idle' })
  const [search, setSearch] = useState<AddressSearch>()
  const loadSearch = () =>
    void import('./addressSearch.ts').then(
      (module) => setSearch(() => module),
      // Offline for a moment: said like a failed search; the next key tries again.
      () => setSuggestions({ status: 'error' }),
    )
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadSearch is new each render; the search runs once it is here
  useEffect(() => {
    if (!enabled) return setSuggestions({ status: 'idle' })
    if (!search) return loadSearch()
    return search.searchAddresses(api, term, country, setSuggestions)
  }, [api, term, country, enabled, search])
  return { suggestions, search, loadSearch }
}
