import { classifySearchInput } from '../../../features/booking-search/index.ts'
import type { RideCalls } from '../../../features/web-api/index.ts'
import type { Suggestions } from './useAddressSuggestions.ts'

/** Waits until the visitor pauses typing, so a word is one request. */
const DEBOUNCE_MS = 250

/**
 * Searches the service area's addresses for typed text, with the booking search's rules for what counts as a search
 * (2 to 100 characters, spaces collapsed, markup is just text). Answers the function that cancels it (the visitor typed
 * on). Fetched when the visitor first steps into an address field (useAddressSuggestions.ts).
 */
export function searchAddresses(api: RideCalls, term: string, country: string, report: (state: Suggestions) => void): () => void {
  const input = classifySearchInput(term)
  if (input.kind === 'empty') {
    report({ status: 'idle' })
    return () => undefined
  }
  if (input.kind !== 'search') {
    report({ status: input.kind })
    return () => undefined
  }
  report({ status: 'loading' })
  const controller = new AbortController()
  const timer = setTimeout(async () => {
    const result = await api.rideAddresses({ query: input.text, country }, { signal: controller.signal })
    if (controller.signal.aborted) return
    report(result.ok ? { status: 'done', places: result.value } : { status: 'error' })
  }, DEBOUNCE_MS)
  return () => {
    clearTimeout(timer)
    controller.abort()
  }
}
