import { useEffect, useState } from 'react'
import type { RideAddress, RideCalls } from '../../../features/web-api/index.ts'
import { classifySearchInput } from '../../../features/booking-search/index.ts'

export type Suggestions =
  | { status: 'idle' | 'tooShort' | 'tooLong' | 'loading' }
  | { status: 'done'; places: RideAddress[] }
  | { status: 'error' }

/** Waits until the visitor pauses typing, so a word is one request. */
const DEBOUNCE_MS = 250

/**
 * Addresses of the market's service area for typed text (issue 26: street-level, never a place the service does not
 * drive to), with the booking search's rules for what counts as a search (2 to 100 characters, spaces collapsed,
 * markup is just text); the previous request is cancelled on each key.
 */
export function useAddressSuggestions(api: RideCalls, term: string, country: string, enabled: boolean): Suggestions {
  const [state, setState] = useState<Suggestions>({ status: 'idle' })
  useEffect(() => {
    if (!enabled) return setState({ status: 'idle' })
    const input = classifySearchInput(term)
    if (input.kind === 'empty') return setState({ status: 'idle' })
    if (input.kind !== 'search') return setState({ status: input.kind })
    setState({ status: 'loading' })
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      const result = await api.rideAddresses({ query: input.text, country }, { signal: controller.signal })
      if (controller.signal.aborted) return
      setState(result.ok ? { status: 'done', places: result.value } : { status: 'error' })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, term, country, enabled])
  return state
}
