import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiErrorKind } from '../../../engine/sdk.ts'
import type { Branch } from '../../web-api/index.ts'
import { useBranchCalls } from '../../web-api-hooks/index.ts'
import { classifySearchInput } from './classifySearchInput.ts'

export type SuggestionState =
  | { status: 'empty' | 'tooShort' | 'tooLong' | 'loading' }
  | { status: 'done'; branches: Branch[] }
  | { status: 'error'; kind: ApiErrorKind }

/** Waits until the visitor pauses typing, so "München" is one request and not seven. */
const DEBOUNCE_MS = 250

/**
 * Branch suggestions for typed text: debounced, the previous request cancelled when the text
 * changes, answers kept per text so going back a character answers at once.
 */
export function useBranchSuggestions(term: string, country: string): { state: SuggestionState; retry: () => void } {
  const api = useBranchCalls()
  const cache = useRef(new Map<string, Branch[]>())
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<SuggestionState>({ status: 'empty' })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` counts the visitor's retries; a new one asks again
  useEffect(() => {
    const input = classifySearchInput(term)
    if (input.kind !== 'search') return setState({ status: input.kind })
    const cached = cache.current.get(input.text.toLowerCase())
    if (cached) return setState({ status: 'done', branches: cached })
    setState({ status: 'loading' })
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      const result = await api.geosuggest({ query: input.text, country }, { signal: controller.signal })
      if (controller.signal.aborted) return
      if (result.ok) cache.current.set(input.text.toLowerCase(), result.value)
      setState(result.ok ? { status: 'done', branches: result.value } : { status: 'error', kind: result.error.kind })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, term, country, attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  return { state, retry }
}
