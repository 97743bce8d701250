import { classifySearchInput } from '../../../features/booking-search/index.ts'
import type { KeyboardEvent } from 'react'
import type { RideAddress, RideCalls } from '../../../features/web-api/index.ts'
import type { Suggestions } from './useAddressSuggestions.ts'

/** Waits until the visitor pauses typing, so a word is one request. */
const DEBOUNCE_MS = 250

/**
 * Searches the service area's addresses for typed text, with the booking search's rules for what counts as a search
 * (2 to 100 characters, spaces collapsed, markup is just text). Answers the function that cancels it (the visitor typed
 * on). Fetched when the visitor first steps into an address field (useAddressSuggestions.ts), with the keys that move
 * through what it finds (comboboxKey): before it is there, there is nothing to move through.
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

/** An address field's list as the keys see it (AddressField.tsx). */
export interface AddressCombobox {
  places: RideAddress[]
  open: boolean
  /** The list shows: open, with places. */
  expanded: boolean
  /** The option the input points at, or -1. */
  active: number
  setOpen: (open: boolean) => void
  setActive: (update: (index: number) => number) => void
  choose: (place: RideAddress) => void
}

/** The keys of the APG combobox with a list: arrows move through the places, Enter chooses, Escape closes. */
export function comboboxKey(
  event: KeyboardEvent<HTMLInputElement>,
  { places, open, expanded, active, setOpen, setActive, choose }: AddressCombobox,
): void {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault()
    setOpen(true)
    if (places.length === 0) return
    const step = event.key === 'ArrowDown' ? 1 : -1
    setActive((index) => (index + step + places.length) % places.length)
  } else if (event.key === 'Enter' && expanded && active >= 0) {
    event.preventDefault()
    choose(places[active])
  } else if (event.key === 'Escape' && open) {
    event.preventDefault()
    setOpen(false)
    setActive(() => -1)
  }
}
